import { useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import type { OccupationalVaccination as Vaccination } from "#server/modules/booking/occupational-vaccination-service";
import { href } from "#domain/routes/href";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useBrand, useLang } from "#app/root-context";
import { PhoneLink } from "#app/ui/phone-link";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import type { Route } from "./+types/occupational-vaccination";
import { loadOccupationalVaccinationPage } from "./occupational-vaccination.server";
import profileStyles from "./registration/registration.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Occupational vaccination (spec part 2 §2, §4, §6, §8): unauthorized → sign-in prompt;
// no-occupational-healthcare → "Unfortunately, we could not find your occupational health care
// contract" with the customer service number; ok → the vaccination selection, whose influenza
// button leads to the occupational booking list filtered by specialtyIds. A vaccination the
// contract does not include shows an error with Back.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "occupationalVaccination.title");

export const links: Route.LinksFunction = () => [stylesheet(profileStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOccupationalVaccinationPage(request, context);
}

export default function OccupationalVaccination({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="page-section profile-page">
      <h1>{t("occupationalVaccination.title")}</h1>
      {loaderData.status === "unauthorized" ? <SignInPrompt /> : null}
      {loaderData.status === "no-occupational-healthcare" ? <NoContract message="occupationalVaccination.noContract" /> : null}
      {loaderData.status === "ok" ? <VaccinationChoice vaccinations={loaderData.vaccinations} /> : null}
    </section>
  );
}

function SignInPrompt() {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <h2>{t("occupationalVaccination.signIn.heading")}</h2>
      <p>{t("occupationalVaccination.signIn.body")}</p>
      <p>
        <Link page="login" search={{ nextPath: href("occupationalVaccination", lang) }} className="button button--primary">
          {t("occupationalVaccination.signIn.button")}
        </Link>
      </p>
    </>
  );
}

function NoContract({ message, onBack }: { message: "occupationalVaccination.noContract" | "occupationalVaccination.notAllowed"; onBack?: () => void }) {
  const t = useT();
  const brand = useBrand();
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__title">{t(message)}</p>
      <p>
        <FormattedMessage id="occupationalVaccination.callUs" values={{ phone: <PhoneLink phone={brand.customerServicePhone} /> }} />
      </p>
      <p className="actions">
        {onBack ? (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {t("occupationalVaccination.back")}
          </button>
        ) : (
          <Link page="bookingPrivate">{t("occupationalVaccination.bookPrivate")}</Link>
        )}
      </p>
    </div>
  );
}

function VaccinationChoice({ vaccinations }: { vaccinations: Vaccination[] }) {
  const t = useT();
  const [refused, setRefused] = useState<Vaccination["id"] | null>(null);
  const chooserRef = useRef<HTMLButtonElement>(null);
  if (refused) {
    return (
      <NoContract
        message="occupationalVaccination.notAllowed"
        onBack={() => {
          setRefused(null);
          requestAnimationFrame(() => chooserRef.current?.focus());
        }}
      />
    );
  }
  return (
    <>
      <h2>{t("occupationalVaccination.choose")}</h2>
      <ul className="vaccination-choice">
        {vaccinations.map((vaccination) => (
          <li key={vaccination.id}>
            {vaccination.allowed ? (
              <Link page="bookingOccupational" search={{ specialtyIds: vaccination.specialtyIds }} className="button button--primary vaccination-choice__button">
                {t("occupationalVaccination.influenza")}
                <span className="vaccination-choice__hint">{t("occupationalVaccination.influenzaHint")}</span>
              </Link>
            ) : (
              <button type="button" ref={chooserRef} className="button button--primary vaccination-choice__button" onClick={() => setRefused(vaccination.id)}>
                {t("occupationalVaccination.influenza")}
                <span className="vaccination-choice__hint">{t("occupationalVaccination.influenzaHint")}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
