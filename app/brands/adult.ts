import { BRAND_CONTACTS } from "#domain/brand-contacts";
import { type Brand, MERGER_DATE } from "./brand";

const contacts = BRAND_CONTACTS.adult;

export const adultBrand: Brand = {
  id: "adult",
  name: contacts.name,
  customerServicePhone: contacts.customerServicePhone,
  billing: contacts.billing,
  appLinks: {
    appStore: "https://apps.apple.com/fi/app/hoiva/id0000000001",
    googlePlay: "https://play.google.com/store/apps/details?id=example.hoiva",
  },
  siteUrl: contacts.siteUrl,
  capabilities: { occupationalConsent: true, occupationalCare: true, guardianChoice: false },
  mergerDate: MERGER_DATE,
};
