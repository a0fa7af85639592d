import { CUSTOMER_SERVICE_HOURS, type OpeningHours } from "#domain/customer-service-hours";
import { formatEuros } from "#domain/price";
import type { BookableService, ClinicAddress } from "#server/modules/booking/search-service";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useBrand, useLang } from "#app/root-context";

// The front page of a visitor without a session: a clinic's front door (decision 353). Book by
// service with the price from, the way to log in and what it gives, the clinics with their
// addresses, and customer service with its opening hours. The children's brand speaks to parents.

export interface AnonymousFrontPageProps {
  services: BookableService[];
  clinics: ClinicAddress[];
}

export function AnonymousFrontPage({ services, clinics }: AnonymousFrontPageProps) {
  const t = useT();
  const brand = useBrand();
  const kids = brand.id === "kids";
  return (
    <div className="front-door">
      <section className="page-section hero front-door__hero" aria-labelledby="front-door-heading">
        <h1 id="front-door-heading">{t("home.anonymous.heading", { brand: brand.name, multiword: brand.name.includes(" ") ? "yes" : "no" })}</h1>
        <p className="lead">{t(kids ? "frontPage.visitor.intro.kids" : "frontPage.visitor.intro.adult")}</p>
        <p className="actions">
          <Link page="bookingLanding" className="button button--primary">
            {t("home.anonymous.book")}
          </Link>
          <Link page="login" search={{ nextPath: "/" }} className="button button--secondary">
            {t(kids ? "frontPage.visitor.login.kidsTitle" : "home.anonymous.logIn")}
          </Link>
        </p>
      </section>
      <div className="front-door__grid">
        <ServicesSection services={services} kids={kids} />
        <LoginSection kids={kids} />
        <ClinicsSection clinics={clinics} />
        <CustomerServiceSection phone={brand.customerServicePhone} hours={CUSTOMER_SERVICE_HOURS[brand.id]} kids={kids} />
      </div>
    </div>
  );
}

function ServicesSection({ services, kids }: { services: BookableService[]; kids: boolean }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="front-door__section front-door__services" aria-labelledby="front-door-services">
      <h2 id="front-door-services">{t(kids ? "frontPage.visitor.services.kidsTitle" : "frontPage.visitor.services.title")}</h2>
      {services.length > 0 ? (
        <>
          <p>{t("frontPage.visitor.services.intro")}</p>
          <ul className="service-list">
            {services.map((service) => (
              <li key={service.specialtyId}>
                <Link page="bookingPrivate" search={{ specialtyIds: service.specialtyId }} className="service-list__link">
                  <span className="service-list__name">{service.name}</span>
                  {service.fromCents !== null ? (
                    <span className="service-list__price">{t("frontPage.visitor.services.from", { price: formatEuros(service.fromCents, lang) })}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t("frontPage.visitor.services.none")}</p>
      )}
      <p className="front-door__more">
        <Link page="bookingLanding">{t(kids ? "frontPage.visitor.services.otherKids" : "frontPage.visitor.services.other")}</Link>
      </p>
    </section>
  );
}

const ADULT_BENEFITS: MessageKey[] = [
  "frontPage.visitor.login.benefit.appointments",
  "frontPage.visitor.login.benefit.results",
  "frontPage.visitor.login.benefit.messages",
  "frontPage.visitor.login.benefit.money",
];
const KIDS_BENEFITS: MessageKey[] = [
  "frontPage.visitor.login.kidsBenefit.appointments",
  "frontPage.visitor.login.kidsBenefit.results",
  "frontPage.visitor.login.kidsBenefit.messages",
  "frontPage.visitor.login.kidsBenefit.money",
];

function LoginSection({ kids }: { kids: boolean }) {
  const t = useT();
  return (
    <section className="front-door__section front-door__login" aria-labelledby="front-door-login">
      <h2 id="front-door-login">{t(kids ? "frontPage.visitor.login.kidsTitle" : "frontPage.visitor.login.title")}</h2>
      <p>{t("frontPage.visitor.login.why")}</p>
      <ul className="front-door__benefits">
        {(kids ? KIDS_BENEFITS : ADULT_BENEFITS).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p>{t(kids ? "frontPage.visitor.login.kidsHow" : "frontPage.visitor.login.how")}</p>
      <p className="actions">
        <Link page="login" search={{ nextPath: "/" }} className="button button--primary">
          {t("frontPage.visitor.login.button")}
        </Link>
        <Link page="help" className="front-door__help">
          {t("frontPage.visitor.login.help")}
        </Link>
      </p>
    </section>
  );
}

function ClinicsSection({ clinics }: { clinics: ClinicAddress[] }) {
  const t = useT();
  const cities = [...new Set(clinics.map((clinic) => clinic.city))];
  return (
    <section className="front-door__section front-door__clinics" aria-labelledby="front-door-clinics">
      <h2 id="front-door-clinics">{t("frontPage.visitor.clinics.title")}</h2>
      {cities.map((city) => (
        <div key={city} className="clinic-city">
          <h3 className="clinic-city__name">{city}</h3>
          <ul className="clinic-list">
            {clinics
              .filter((clinic) => clinic.city === city)
              .map((clinic) => {
                const address = `${clinic.streetAddress}, ${clinic.postalCode} ${clinic.postOffice}`;
                return (
                  <li key={clinic.id} className="clinic-list__item">
                    <span className="clinic-list__name">{clinic.name}</span>
                    <span className="clinic-list__address">{address}</span>
                    <a
                      className="clinic-list__map"
                      href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${clinic.name}, ${address}`)}`}
                      aria-label={t("frontPage.visitor.clinics.mapLabel", { clinic: clinic.name })}
                    >
                      {t("frontPage.visitor.clinics.map")}
                    </a>
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}

const DAYS: Record<OpeningHours["days"], MessageKey> = {
  weekdays: "frontPage.visitor.service.weekdays",
  saturday: "frontPage.visitor.service.saturday",
  weekend: "frontPage.visitor.service.weekend",
};

function CustomerServiceSection({ phone, hours, kids }: { phone: string; hours: OpeningHours[]; kids: boolean }) {
  const t = useT();
  return (
    <section className="front-door__section front-door__service" aria-labelledby="front-door-service">
      <h2 id="front-door-service">{t("frontPage.visitor.service.title")}</h2>
      <p>
        <a className="button button--secondary front-door__phone" href={`tel:${phone.replace(/\s+/g, "")}`}>
          {t("frontPage.visitor.service.call", { phone })}
        </a>
      </p>
      <h3 className="front-door__hours-title">{t("frontPage.visitor.service.hoursTitle")}</h3>
      <dl className="opening-hours">
        {hours.map((row) => (
          <div key={row.days} className="opening-hours__row">
            <dt>{t(DAYS[row.days])}</dt>
            <dd>{t("frontPage.visitor.service.hours", { opens: row.opens, closes: row.closes })}</dd>
          </div>
        ))}
      </dl>
      {kids ? <p>{t("frontPage.visitor.service.kidsAfterHours")}</p> : null}
      <p className="front-door__emergency">{t("frontPage.visitor.service.emergency")}</p>
    </section>
  );
}
