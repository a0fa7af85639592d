import { type Brand, MERGER_DATE } from "./brand";

export const adultBrand: Brand = {
  id: "adult",
  name: "Hoiva",
  customerServicePhone: "010 555 1000",
  billing: { phone: "010 555 1090", email: "laskutus@hoiva.example" },
  appLinks: {
    appStore: "https://apps.apple.com/fi/app/hoiva/id0000000001",
    googlePlay: "https://play.google.com/store/apps/details?id=example.hoiva",
  },
  siteUrl: "https://www.hoiva.example",
  capabilities: { occupationalConsent: true, occupationalCare: true, guardianChoice: false },
  mergerDate: MERGER_DATE,
  loginWelcome: { heading: "login.welcome.adult.heading", subheading: "login.welcome.adult.subheading" },
};
