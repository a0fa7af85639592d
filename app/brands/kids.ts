import { BRAND_CONTACTS } from "#domain/brand-contacts";
import { type Brand, MERGER_DATE } from "./brand";

const contacts = BRAND_CONTACTS.kids;

export const kidsBrand: Brand = {
  id: "kids",
  name: contacts.name,
  customerServicePhone: contacts.customerServicePhone,
  billing: contacts.billing,
  appLinks: {
    appStore: "https://apps.apple.com/fi/app/hoiva-junior/id0000000002",
    googlePlay: "https://play.google.com/store/apps/details?id=example.hoiva.junior",
  },
  siteUrl: contacts.siteUrl,
  capabilities: { occupationalConsent: false, occupationalCare: false, guardianChoice: true },
  mergerDate: MERGER_DATE,
};
