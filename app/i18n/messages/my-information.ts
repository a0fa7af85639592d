import { defineCatalog } from "../catalog";

// My information: the contact tab and the permissions and agreements tab (spec part 1 §2, §3, §4, §5, §8, §9).
export default defineCatalog({
  en: {
    "myInformation.title": "My information",
    "myInformation.tabsLabel": "My information",
    "myInformation.tab.contact": "Contact information",
    "myInformation.tab.consent": "Permissions and agreements",
  },
  fi: {
    "myInformation.title": "Omat tiedot",
    "myInformation.tabsLabel": "Omat tiedot",
    "myInformation.tab.contact": "Yhteystiedot",
    "myInformation.tab.consent": "Luvat ja suostumukset",
  },
  sv: {
    "myInformation.title": "Mina uppgifter",
    "myInformation.tabsLabel": "Mina uppgifter",
    "myInformation.tab.contact": "Kontaktuppgifter",
    "myInformation.tab.consent": "Tillstånd och samtycken",
  },
});
