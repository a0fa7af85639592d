import { type Brand, MERGER_DATE } from "./brand";

export const kidsBrand: Brand = {
  id: "kids",
  name: "Hoiva Junior",
  customerServicePhone: "010 555 2000",
  billing: { phone: "010 555 2090", email: "laskutus@junior.hoiva.example" },
  appLinks: {
    appStore: "https://apps.apple.com/fi/app/hoiva-junior/id0000000002",
    googlePlay: "https://play.google.com/store/apps/details?id=example.hoiva.junior",
  },
  siteUrl: "https://junior.hoiva.example",
  capabilities: { occupationalConsent: false, occupationalCare: false, guardianChoice: true },
  mergerDate: MERGER_DATE,
  loginWelcome: { heading: "login.welcome.kids.heading", subheading: "login.welcome.kids.subheading" },
};
