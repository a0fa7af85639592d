import { useIntl } from "react-intl";
import { DEFAULT_LANG, isLang, type Lang } from "#domain/routes/route-table";

/** The language texts are shown in, from the IntlProvider (works outside the root route too). */
export function useLanguage(): Lang {
  const { locale } = useIntl();
  return isLang(locale) ? locale : DEFAULT_LANG;
}
