import { defineCatalog } from "../catalog";

// Informational pages (spec part 1 §2): sickness fund, help, terms of use, children's chat notice.
// Numbers (amounts, limits, opening hours) are message values taken from one place
// (app/routes/content/sickness-fund-facts.ts), formatted per language by react-intl.
// The help page is Finnish only (spec); its sv and en texts are kept complete so that the
// catalogs stay identical and the page can be translated by switching one condition.
export default defineCatalog({
  en: {
    // Offline page (decision 371)
    "content.offline.title": "No internet connection",
    "content.offline.intro": "{brand} needs an internet connection. Check your connection and try again.",
    "content.offline.tryAgain": "Try again",
    "content.offline.appointmentsHeading": "Upcoming appointments",
    "content.offline.appointmentsText":
      "If you have turned on offline reading of upcoming appointments on this device, you can read them without a connection until you log out or your session ends.",
    "content.offline.appointmentsLink": "Upcoming appointments",
    "content.offline.emergency": "In an emergency, call 112.",
    "content.callCharge": "Calls to 010 business numbers cost the normal mobile or local network charge.",

    // Sickness fund
    "content.sicknessFund.title": "Sickness fund",
    "content.sicknessFund.intro":
      "The sickness fund reimburses its members' health care costs in addition to occupational health care and Kela's reimbursements.",
    "content.sicknessFund.tabsLabel": "Sickness fund information",
    "content.sicknessFund.tab.welcome": "Welcome",
    "content.sicknessFund.tab.rules": "Reimbursement rules",
    "content.sicknessFund.tab.instructions": "Instructions",
    "content.sicknessFund.tab.faq": "FAQ",
    "content.sicknessFund.welcome.heading": "Welcome to the sickness fund",
    "content.sicknessFund.welcome.p1":
      "The sickness fund is a voluntary fund set up by your employer. It reimburses health care costs that occupational health care does not cover, such as visits to a general practitioner or a specialist, laboratory tests, imaging and physiotherapy.",
    "content.sicknessFund.welcome.p2":
      "The employer's staff can join the fund. The membership fee is deducted from your salary, and the employer also contributes to the fund.",
    "content.sicknessFund.welcome.p3":
      "The fund reimburses the part of the price that is left after Kela's reimbursement. The part you pay yourself, the deductible, depends on the service: see the reimbursement rules.",
    "content.sicknessFund.rules.heading": "Reimbursement rules",
    "content.sicknessFund.rules.intro":
      "The deductible is the part you pay yourself. A deductible given as a percentage is calculated from the price of the visit.",
    "content.sicknessFund.rules.caption": "Sickness fund reimbursements by service",
    "content.sicknessFund.rules.colService": "Service",
    "content.sicknessFund.rules.colDeductible": "Your deductible",
    "content.sicknessFund.rules.colReimbursement": "The fund reimburses",
    "content.sicknessFund.rules.nurse": "Nurse's appointment",
    "content.sicknessFund.rules.generalPractitioner": "General practitioner's appointment",
    "content.sicknessFund.rules.specialist": "Specialist's appointment",
    "content.sicknessFund.rules.procedures": "Procedures",
    "content.sicknessFund.rules.shortPsychotherapy": "Short psychotherapy",
    "content.sicknessFund.rules.physiotherapy": "Physiotherapy",
    "content.sicknessFund.rules.labsAndImaging": "Laboratory tests and imaging",
    "content.sicknessFund.rules.perVisit": "{amount} per visit",
    "content.sicknessFund.rules.percentOfPrice": "{percent} of the price",
    "content.sicknessFund.rules.noDeductible": "{percent} (no deductible)",
    "content.sicknessFund.rules.aboveMaximum": "The part above the maximum",
    "content.sicknessFund.rules.rest": "The rest of the price",
    "content.sicknessFund.rules.generalPractitionerLimit": "The rest of the price, for at most {visits} visits per calendar year",
    "content.sicknessFund.rules.specialistLimit": "The rest of the price, at most {amount} per visit, for {visits} visits a year",
    "content.sicknessFund.rules.proceduresLimit": "The facility part, at most {amount} per visit",
    "content.sicknessFund.rules.shortPsychotherapyLimit": "The whole price, for at most {sessions} sessions per treatment period",
    "content.sicknessFund.rules.physiotherapyLimit": "The rest of the price, at most {amount} in total per year",
    "content.sicknessFund.rules.note":
      "Reimbursements are calculated from the price that is left after Kela's reimbursement. The fund does not reimburse care that occupational health care pays for.",
    "content.sicknessFund.instructions.heading": "How to apply for reimbursement",
    "content.sicknessFund.instructions.intro": "Apply for reimbursement once you have paid for the treatment:",
    "content.sicknessFund.instructions.step1":
      "Pay for the treatment and keep the receipt. The receipt must show the patient's name, the date, the service and the price.",
    "content.sicknessFund.instructions.step2":
      "If Kela reimburses the treatment, get Kela's reimbursement first, either directly at the clinic or by applying to Kela. The fund reimburses the part that is left.",
    "content.sicknessFund.instructions.step3":
      "Fill in the sickness fund's reimbursement application and attach the receipts. For physiotherapy and short psychotherapy, also attach the doctor's referral.",
    "content.sicknessFund.instructions.step4": "Send the application and its attachments to the sickness fund as a message.",
    "content.sicknessFund.instructions.step5":
      "The fund processes the application and pays the reimbursement into the bank account you have given. The decision shows how the reimbursement was calculated.",
    "content.sicknessFund.instructions.limits":
      "Visit limits and the physiotherapy maximum are counted per calendar year, and short psychotherapy sessions per treatment period. Reimbursements already paid reduce what is left.",
    "content.sicknessFund.instructions.questions":
      "If you have questions about your application, contact the sickness fund by phone, chat or message. The contact details are at the end of this page.",
    "content.sicknessFund.faq.heading": "Frequently asked questions",
    "content.sicknessFund.faq.joinQ": "Who can join the sickness fund?",
    "content.sicknessFund.faq.joinA":
      "Employees of the employer that set up the fund can join. Membership is voluntary, and the membership fee is deducted from your salary.",
    "content.sicknessFund.faq.generalPractitionerQ": "How much do I pay for a general practitioner's appointment?",
    "content.sicknessFund.faq.generalPractitionerA":
      "Your deductible is {amount} per visit. The fund reimburses the rest of the price for at most {visits} visits per calendar year.",
    "content.sicknessFund.faq.specialistQ": "Are specialist visits reimbursed?",
    "content.sicknessFund.faq.specialistA":
      "Yes. Your deductible is {percent} of the price, and the fund reimburses at most {amount} per visit, for {visits} visits a year.",
    "content.sicknessFund.faq.psychotherapyQ": "Is psychotherapy reimbursed?",
    "content.sicknessFund.faq.psychotherapyA":
      "Short psychotherapy is reimbursed in full: the deductible is {percent}. The fund reimburses at most {sessions} sessions per treatment period.",
    "content.sicknessFund.faq.physiotherapyQ": "How much physiotherapy does the fund reimburse?",
    "content.sicknessFund.faq.physiotherapyA":
      "Your deductible is {percent} of the price. The fund reimburses at most {amount} in total per year.",
    "content.sicknessFund.faq.proceduresQ": "Are procedures reimbursed?",
    "content.sicknessFund.faq.proceduresA": "The fund reimburses the facility part of a procedure, at most {amount} per visit.",
    "content.sicknessFund.faq.kelaQ": "Do I have to apply to Kela first?",
    "content.sicknessFund.faq.kelaA":
      "Yes, if Kela reimburses the treatment. The fund's reimbursement is calculated from the part that is left after Kela's reimbursement.",
    "content.sicknessFund.faq.replyQ": "How quickly do you answer messages?",
    "content.sicknessFund.faq.callCostQ": "What does a call to the sickness fund cost?",
    "content.sicknessFund.contact.heading": "Contact the sickness fund",
    "content.sicknessFund.contact.phone": "Phone",
    "content.sicknessFund.contact.phoneHours":
      "Weekdays {weekdayOpens}:00–{weekdayCloses}:00, weekends and public holidays {weekendOpens}:00–{weekendCloses}:00",
    "content.sicknessFund.contact.chat": "Chat",
    "content.sicknessFund.contact.chatHours": "Weekdays {weekdayOpens}:00–{weekdayCloses}:00, weekends {weekendOpens}:00–{weekendCloses}:00",
    "content.sicknessFund.contact.messages": "Messages",
    "content.sicknessFund.contact.messagesReply": "We answer messages within {fewest}-{most} business days.",

    // Help (Finnish only by the spec)
    "content.help.title": "Help",
    "content.help.finnishOnly": "These instructions are available in Finnish only.",
    "content.help.finnishOnlyContact": "If you have questions, call our customer service:",
    "content.help.intro": "Instructions for the most common things you can do in the service.",
    "content.help.login.heading": "Logging in",
    "content.help.login.p1":
      "Log in with your bank credentials or a mobile certificate: choose Log in, pick your bank or the mobile certificate and identify yourself as you do in your online bank.",
    "content.help.login.p2":
      "If you are 12 or older, log in with your own credentials. A guardian uses the service for a child aged 11 or under by logging in with the guardian's own credentials; guardianship is checked from the Population Information System.",
    "content.help.login.p3":
      "For your security, the session ends if you have not used the service for a while. You are warned before it ends.",
    "content.help.booking.heading": "Booking an appointment",
    "content.help.booking.p1":
      "Choose Book an appointment, select the service and a suitable time, and confirm the booking. The appointment then appears under Appointments and on the front page.",
    "content.help.booking.link": "Book an appointment",
    "content.help.cancelling.heading": "Cancelling an appointment",
    "content.help.cancelling.p1":
      "Open the appointment under Appointments and choose Cancel. You can cancel online until the cancellation deadline shown on the Appointments page; after that, call customer service. An appointment that is not cancelled in time may be charged.",
    "content.help.checkIn.heading": "Checking in",
    "content.help.checkIn.p1":
      "You can check in for your appointment in the service starting {minutes} minutes before it begins: open the appointment and choose Check in.",
    "content.help.checkIn.p2":
      "You can also check in without logging in, with the link in your appointment confirmation. You then confirm your identity with the last four characters of your personal identity code.",
    "content.help.results.heading": "Where do I find my results?",
    "content.help.results.p1":
      "Laboratory and imaging results appear under Laboratory results and Imaging when they are ready, and your latest results are also shown on the front page. Your visits, prescriptions and certificates have pages of their own in the menu.",
    "content.help.messages.heading": "How do messages work?",
    "content.help.messages.p1":
      "With messages you can contact your care team securely. Start a new conversation on the front page or under Messages. Replies arrive in the same conversation, and the number of unread messages is shown in the menu.",
    "content.help.messages.p2":
      "Messaging is available when it is part of your care, for example in occupational health care. Do not use messages for urgent matters. In an emergency, call 112.",
    "content.help.sms.heading": "SMS authentication: frequently asked questions",
    "content.help.sms.whatQ": "What is SMS authentication?",
    "content.help.sms.whatA":
      "SMS authentication is an optional extra step when you log in. When it is on, we send a {digits}-digit code to your phone by text message, and you enter it in the service to confirm that it is you. If your session has expired, you can also continue by ordering an SMS code instead of identifying yourself with bank credentials again.",
    "content.help.sms.toggleQ": "How do I switch SMS authentication on or off?",
    "content.help.sms.toggleA":
      "Turn it on from the panel on the front page or from the SMS login setting in My information. We send a code to the phone number you give; entering the code confirms the number and turns SMS login on. Turning SMS login off in My information takes the number out of use, so turning it on again confirms a number again.",
    "content.help.sms.noCodeQ": "I did not receive the code. What should I do?",
    "content.help.sms.noCodeA":
      "Check that the phone number in My information is correct and that your phone can receive text messages, then order a new code. If the code still does not arrive, log in with your bank credentials or a mobile certificate.",
    "content.help.sms.safeQ": "Can I give the code to someone else?",
    "content.help.sms.safeA": "No. The code is personal. Never give it to anyone: our staff will never ask you for it.",
    "content.help.sms.tooManyQ": "I entered a wrong code too many times. What now?",
    "content.help.sms.tooManyA": "After three wrong codes, or five codes ordered within an hour, SMS login cannot be turned on for an hour. The service tells you when you can try again.",
    "content.help.contact.heading": "Customer service",
    "content.help.contact.p1": "If you did not find an answer here, call our customer service:",

    // Terms of use
    "content.terms.title": "Terms of use",
    "content.terms.lastUpdated": "Last updated {date}",
    "content.terms.intro": "These terms apply to the {brand} online service and its mobile app. By using the service, you accept these terms.",
    "content.terms.service.heading": "The service",
    "content.terms.service.p1":
      "{brand} is the online service of a provider of private and occupational health care. In the service you can book and cancel appointments and check in to them, view your visits, results, prescriptions, certificates and invoices, pay invoices and send messages to your care team. Some functions are available only to occupational health care customers or under certain agreements.",
    "content.terms.service.p2": "The service does not replace emergency care. In an emergency, call 112.",
    "content.terms.identification.heading": "Identification",
    "content.terms.identification.p1":
      "You log in with strong electronic identification, using bank credentials or a mobile certificate. If you have switched on SMS authentication, you also confirm your login with a code sent to your phone. Your credentials and codes are personal: do not give them to anyone.",
    "content.terms.acting.heading": "Acting on behalf of another person",
    "content.terms.acting.p1":
      "A guardian may use the service on behalf of a child aged 11 or under. Guardianship is checked from the Population Information System. Young people aged 12 and over log in with their own credentials.",
    "content.terms.acting.p2":
      "You may act on behalf of another adult only with a valid mandate, such as one registered in Suomi.fi e-Authorizations. If acting on someone's behalf is not allowed, the service tells you so and you cannot see that person's information.",
    "content.terms.responsibilities.heading": "Your responsibilities",
    "content.terms.responsibilities.p1":
      "Keep your contact information correct and up to date, and keep your credentials safe. Use the service only to manage your own health care or that of a person you represent. Do not try to access other people's information or to disrupt the service.",
    "content.terms.responsibilities.p2":
      "You are responsible for the fees of the appointments you book. If you cannot come, cancel the appointment before the cancellation deadline; an appointment that is not cancelled in time may be charged.",
    "content.terms.privacy.heading": "Data protection and patient data",
    "content.terms.privacy.p1":
      "We process personal data in accordance with the EU General Data Protection Regulation and Finnish legislation on patient documents and on the status and rights of patients. Patient data is confidential and is processed only by professionals taking part in your care.",
    "content.terms.privacy.p2":
      "Every view and change of patient data is logged. You have the right to see your data and to find out who has processed it. You can give or withdraw your consent to the disclosure of patient data in My information.",
    "content.terms.privacy.p3":
      "Our privacy notice tells more about how we process personal data. You can ask customer service for it.",
    "content.terms.cookies.heading": "Cookies",
    "content.terms.cookies.p1":
      "The service uses cookies that are necessary for logging in, for keeping your session secure and for remembering your language choice. These cookies cannot be switched off.",
    "content.terms.cookies.p2":
      "We use analytics cookies to improve the service only with your consent, and we do not use cookies for advertising. Your name and other personal details are never passed to analytics tools.",
    "content.terms.availability.heading": "Availability of the service",
    "content.terms.availability.p1":
      "We aim to keep the service available at all times, but maintenance, updates or faults may interrupt it. Planned maintenance breaks are announced in the service in advance whenever possible. We are not liable for damage caused by interruptions. If you cannot use the service, contact customer service.",
    "content.terms.changes.heading": "Changes to these terms",
    "content.terms.changes.p1":
      "We may change these terms when the service or legislation changes. The date of the latest update is shown at the top of this page, and significant changes are announced in the service.",
    "content.terms.contact.heading": "Contact",
    "content.terms.contact.p1": "If you have questions about these terms or the service, call our customer service:",

    // Children's chat notice
    "content.childrensChat.title": "Children's chat has moved",
    "content.childrensChat.body":
      "Children's chat has moved to our {brand} mobile app. Download the app to chat with us about your child's health.",
    "content.childrensChat.appsHeading": "Download the app",
    "content.childrensChat.appStore": "Download on the App Store",
    "content.childrensChat.googlePlay": "Get it on Google Play",
  },
  fi: {
    // Offline page (decision 371)
    "content.offline.title": "Ei verkkoyhteyttä",
    "content.offline.intro": "{brand} tarvitsee verkkoyhteyden. Tarkista yhteys ja yritä uudelleen.",
    "content.offline.tryAgain": "Yritä uudelleen",
    "content.offline.appointmentsHeading": "Tulevat ajat",
    "content.offline.appointmentsText":
      "Jos olet ottanut tulevien aikojen lukemisen ilman verkkoyhteyttä käyttöön tällä laitteella, voit lukea ne ilman yhteyttä, kunnes kirjaudut ulos tai istuntosi päättyy.",
    "content.offline.appointmentsLink": "Tulevat ajat",
    "content.offline.emergency": "Hätätilanteessa soita 112.",
    "content.callCharge": "Puhelut 010-alkuisiin yritysnumeroihin maksavat normaalin matkapuhelin- tai paikallisverkkomaksun.",

    "content.sicknessFund.title": "Sairauskassa",
    "content.sicknessFund.intro": "Sairauskassa korvaa jäsentensä sairaanhoitokuluja työterveyshuollon ja Kelan korvausten lisäksi.",
    "content.sicknessFund.tabsLabel": "Sairauskassan tiedot",
    "content.sicknessFund.tab.welcome": "Tervetuloa",
    "content.sicknessFund.tab.rules": "Korvaussäännöt",
    "content.sicknessFund.tab.instructions": "Ohjeet",
    "content.sicknessFund.tab.faq": "Usein kysyttyä",
    "content.sicknessFund.welcome.heading": "Tervetuloa sairauskassan sivuille",
    "content.sicknessFund.welcome.p1":
      "Sairauskassa on työnantajasi perustama vapaaehtoinen kassa. Se korvaa sairaanhoidon kuluja, joita työterveyshuolto ei kata, esimerkiksi yleis- ja erikoislääkärikäyntejä, laboratoriotutkimuksia, kuvantamista ja fysioterapiaa.",
    "content.sicknessFund.welcome.p2":
      "Kassan jäseneksi voivat liittyä työnantajan palveluksessa olevat. Jäsenmaksu peritään palkasta, ja myös työnantaja osallistuu kassan rahoitukseen.",
    "content.sicknessFund.welcome.p3":
      "Kassa korvaa sen osan hinnasta, joka jää jäljelle Kelan korvauksen jälkeen. Itse maksettava osuus eli omavastuu riippuu palvelusta: katso korvaussäännöt.",
    "content.sicknessFund.rules.heading": "Korvaussäännöt",
    "content.sicknessFund.rules.intro":
      "Omavastuu on osuus, jonka maksat itse. Prosentteina ilmoitettu omavastuu lasketaan käynnin hinnasta.",
    "content.sicknessFund.rules.caption": "Sairauskassan korvaukset palveluittain",
    "content.sicknessFund.rules.colService": "Palvelu",
    "content.sicknessFund.rules.colDeductible": "Omavastuusi",
    "content.sicknessFund.rules.colReimbursement": "Kassa korvaa",
    "content.sicknessFund.rules.nurse": "Sairaanhoitajan vastaanotto",
    "content.sicknessFund.rules.generalPractitioner": "Yleislääkärin vastaanotto",
    "content.sicknessFund.rules.specialist": "Erikoislääkärin vastaanotto",
    "content.sicknessFund.rules.procedures": "Toimenpiteet",
    "content.sicknessFund.rules.shortPsychotherapy": "Lyhytpsykoterapia",
    "content.sicknessFund.rules.physiotherapy": "Fysioterapia",
    "content.sicknessFund.rules.labsAndImaging": "Laboratoriotutkimukset ja kuvantaminen",
    "content.sicknessFund.rules.perVisit": "{amount} käyntiä kohden",
    "content.sicknessFund.rules.percentOfPrice": "{percent} hinnasta",
    "content.sicknessFund.rules.noDeductible": "{percent} (ei omavastuuta)",
    "content.sicknessFund.rules.aboveMaximum": "Enimmäiskorvauksen ylittävä osa",
    "content.sicknessFund.rules.rest": "Loput hinnasta",
    "content.sicknessFund.rules.generalPractitionerLimit": "Loput hinnasta, enintään {visits} käyntiä kalenterivuodessa",
    "content.sicknessFund.rules.specialistLimit": "Loput hinnasta, enintään {amount} käyntiä kohden, {visits} käyntiä vuodessa",
    "content.sicknessFund.rules.proceduresLimit": "Laitososuus, enintään {amount} käyntiä kohden",
    "content.sicknessFund.rules.shortPsychotherapyLimit": "Koko hinta, enintään {sessions} käyntikertaa hoitojaksoa kohden",
    "content.sicknessFund.rules.physiotherapyLimit": "Loput hinnasta, yhteensä enintään {amount} vuodessa",
    "content.sicknessFund.rules.note":
      "Korvaus lasketaan hinnasta, joka jää jäljelle Kelan korvauksen jälkeen. Kassa ei korvaa hoitoa, jonka työterveyshuolto maksaa.",
    "content.sicknessFund.instructions.heading": "Näin haet korvausta",
    "content.sicknessFund.instructions.intro": "Hae korvausta, kun olet maksanut hoidon:",
    "content.sicknessFund.instructions.step1":
      "Maksa hoito ja säilytä kuitti. Kuitista on käytävä ilmi potilaan nimi, päivämäärä, palvelu ja hinta.",
    "content.sicknessFund.instructions.step2":
      "Jos hoito on Kela-korvattavaa, hae ensin Kelan korvaus joko suoraan vastaanotolla tai Kelasta. Kassa korvaa jäljelle jäävän osan.",
    "content.sicknessFund.instructions.step3":
      "Täytä sairauskassan korvaushakemus ja liitä siihen kuitit. Liitä fysioterapiasta ja lyhytpsykoterapiasta myös lääkärin lähete.",
    "content.sicknessFund.instructions.step4": "Lähetä hakemus liitteineen sairauskassalle viestinä.",
    "content.sicknessFund.instructions.step5":
      "Kassa käsittelee hakemuksen ja maksaa korvauksen ilmoittamallesi pankkitilille. Päätöksestä näet, miten korvaus on laskettu.",
    "content.sicknessFund.instructions.limits":
      "Käyntimäärät ja fysioterapian enimmäiskorvaus lasketaan kalenterivuosittain, lyhytpsykoterapian käyntikerrat hoitojaksoittain. Jo maksetut korvaukset pienentävät jäljellä olevaa määrää.",
    "content.sicknessFund.instructions.questions":
      "Jos sinulla on kysyttävää hakemuksesta, ota yhteyttä sairauskassaan puhelimitse, chatissa tai viestillä. Yhteystiedot ovat tämän sivun lopussa.",
    "content.sicknessFund.faq.heading": "Usein kysyttyä",
    "content.sicknessFund.faq.joinQ": "Kuka voi liittyä sairauskassaan?",
    "content.sicknessFund.faq.joinA":
      "Kassaan voivat liittyä kassan perustaneen työnantajan työntekijät. Jäsenyys on vapaaehtoista, ja jäsenmaksu peritään palkasta.",
    "content.sicknessFund.faq.generalPractitionerQ": "Paljonko maksan yleislääkärin vastaanotosta?",
    "content.sicknessFund.faq.generalPractitionerA":
      "Omavastuusi on {amount} käyntiä kohden. Kassa korvaa loput hinnasta enintään {visits} käynnistä kalenterivuodessa.",
    "content.sicknessFund.faq.specialistQ": "Korvataanko erikoislääkärikäynnit?",
    "content.sicknessFund.faq.specialistA":
      "Kyllä. Omavastuusi on {percent} hinnasta, ja kassa korvaa enintään {amount} käyntiä kohden, {visits} käyntiä vuodessa.",
    "content.sicknessFund.faq.psychotherapyQ": "Korvataanko psykoterapia?",
    "content.sicknessFund.faq.psychotherapyA":
      "Lyhytpsykoterapia korvataan kokonaan: omavastuu on {percent}. Kassa korvaa enintään {sessions} käyntikertaa hoitojaksoa kohden.",
    "content.sicknessFund.faq.physiotherapyQ": "Paljonko kassa korvaa fysioterapiaa?",
    "content.sicknessFund.faq.physiotherapyA": "Omavastuusi on {percent} hinnasta. Kassa korvaa yhteensä enintään {amount} vuodessa.",
    "content.sicknessFund.faq.proceduresQ": "Korvataanko toimenpiteet?",
    "content.sicknessFund.faq.proceduresA": "Kassa korvaa toimenpiteen laitososuuden, enintään {amount} käyntiä kohden.",
    "content.sicknessFund.faq.kelaQ": "Pitääkö minun hakea ensin Kelan korvaus?",
    "content.sicknessFund.faq.kelaA":
      "Kyllä, jos hoito on Kela-korvattavaa. Kassan korvaus lasketaan siitä osasta, joka jää jäljelle Kelan korvauksen jälkeen.",
    "content.sicknessFund.faq.replyQ": "Kuinka nopeasti vastaatte viesteihin?",
    "content.sicknessFund.faq.callCostQ": "Mitä puhelu sairauskassaan maksaa?",
    "content.sicknessFund.contact.heading": "Sairauskassan yhteystiedot",
    "content.sicknessFund.contact.phone": "Puhelin",
    "content.sicknessFund.contact.phoneHours":
      "Arkisin klo {weekdayOpens}–{weekdayCloses}, viikonloppuisin ja arkipyhinä klo {weekendOpens}–{weekendCloses}",
    "content.sicknessFund.contact.chat": "Chat",
    "content.sicknessFund.contact.chatHours": "Arkisin klo {weekdayOpens}–{weekdayCloses}, viikonloppuisin klo {weekendOpens}–{weekendCloses}",
    "content.sicknessFund.contact.messages": "Viestit",
    "content.sicknessFund.contact.messagesReply":
      "Vastaamme viesteihin {fewest}-{most} arkipäivän kuluessa.",

    "content.help.title": "Ohjeita",
    "content.help.finnishOnly": "Ohjeet ovat saatavilla vain suomeksi.",
    "content.help.finnishOnlyContact": "Jos sinulla on kysyttävää, soita asiakaspalveluumme:",
    "content.help.intro": "Ohjeita palvelun tavallisimpiin asioihin.",
    "content.help.login.heading": "Kirjautuminen",
    "content.help.login.p1":
      "Kirjaudu verkkopankkitunnuksilla tai mobiilivarmenteella: valitse Kirjaudu, valitse pankkisi tai mobiilivarmenne ja tunnistaudu samalla tavalla kuin verkkopankissa.",
    "content.help.login.p2":
      "Jos olet täyttänyt 12 vuotta, kirjaudu omilla tunnuksillasi. Huoltaja asioi enintään 11-vuotiaan lapsensa puolesta kirjautumalla omilla tunnuksillaan; huoltajuus tarkistetaan väestötietojärjestelmästä.",
    "content.help.login.p3":
      "Turvallisuussyistä istunto päättyy, jos et ole käyttänyt palvelua vähään aikaan. Saat varoituksen ennen kuin istunto päättyy.",
    "content.help.booking.heading": "Ajan varaaminen",
    "content.help.booking.p1":
      "Valitse Varaa aika, valitse palvelu ja sopiva aika ja vahvista varaus. Varattu aika näkyy sen jälkeen Ajanvaraukset-sivulla ja etusivulla.",
    "content.help.booking.link": "Varaa aika",
    "content.help.cancelling.heading": "Ajan peruminen",
    "content.help.cancelling.p1":
      "Avaa aika Ajanvaraukset-sivulta ja valitse Peru aika. Voit perua ajan verkossa Ajanvaraukset-sivulla kerrottuun perumisaikaan asti; sen jälkeen soita asiakaspalveluun. Peruuttamatta jätetystä ajasta voidaan periä maksu.",
    "content.help.checkIn.heading": "Ilmoittautuminen",
    "content.help.checkIn.p1":
      "Voit ilmoittautua vastaanotolle palvelussa {minutes} minuuttia ennen ajan alkua: avaa aika ja valitse Ilmoittaudu.",
    "content.help.checkIn.p2":
      "Voit ilmoittautua myös kirjautumatta varausvahvistuksessa olevan linkin kautta. Silloin vahvistat henkilöllisyytesi henkilötunnuksesi neljällä viimeisellä merkillä.",
    "content.help.results.heading": "Mistä löydän tulokseni?",
    "content.help.results.p1":
      "Laboratorio- ja kuvantamistulokset näkyvät Laboratoriotulokset- ja Kuvantaminen-sivuilla, kun ne ovat valmiita, ja uusimmat tulokset näet myös etusivulla. Käynneillä, resepteillä ja todistuksilla on valikossa omat sivunsa.",
    "content.help.messages.heading": "Miten viestit toimivat?",
    "content.help.messages.p1":
      "Viesteillä voit olla turvallisesti yhteydessä hoitotiimiisi. Aloita uusi keskustelu etusivulla tai Viestit-sivulla. Vastaukset tulevat samaan keskusteluun, ja lukemattomien viestien määrä näkyy valikossa.",
    "content.help.messages.p2":
      "Viestipalvelu on käytössä, kun se kuuluu hoitoosi, esimerkiksi työterveyshuollossa. Älä käytä viestejä kiireellisissä asioissa. Hätätilanteessa soita 112.",
    "content.help.sms.heading": "Tekstiviestitunnistautuminen – usein kysyttyä",
    "content.help.sms.whatQ": "Mikä on tekstiviestitunnistautuminen?",
    "content.help.sms.whatA":
      "Tekstiviestitunnistautuminen on vapaaehtoinen lisävaihe kirjautumisessa. Kun se on käytössä, lähetämme puhelimeesi tekstiviestinä {digits} numeron koodin, jonka syötät palveluun vahvistaaksesi henkilöllisyytesi. Jos istuntosi on katkennut, voit jatkaa myös tilaamalla tekstiviestikoodin sen sijaan, että tunnistautuisit uudelleen pankkitunnuksilla.",
    "content.help.sms.toggleQ": "Miten otan tekstiviestitunnistautumisen käyttöön tai pois käytöstä?",
    "content.help.sms.toggleA":
      "Ota se käyttöön etusivun paneelista tai Omat tiedot -sivun tekstiviestitunnistautumisen kohdasta. Lähetämme koodin antamaasi puhelinnumeroon; kun syötät koodin, numero vahvistetaan ja tekstiviestitunnistautuminen otetaan käyttöön. Kun poistat tekstiviestitunnistautumisen käytöstä Omat tiedot -sivulla, numero poistuu käytöstä, joten uudelleen käyttöön otettaessa numero vahvistetaan uudelleen.",
    "content.help.sms.noCodeQ": "En saanut koodia. Mitä teen?",
    "content.help.sms.noCodeA":
      "Tarkista, että Omat tiedot -sivulla oleva puhelinnumerosi on oikein ja että puhelimesi voi vastaanottaa tekstiviestejä. Tilaa sitten uusi koodi. Jos koodi ei vieläkään tule, kirjaudu pankkitunnuksilla tai mobiilivarmenteella.",
    "content.help.sms.safeQ": "Voinko antaa koodin jollekulle toiselle?",
    "content.help.sms.safeA": "Et. Koodi on henkilökohtainen. Älä koskaan anna sitä kenellekään: henkilökuntamme ei koskaan kysy sitä sinulta.",
    "content.help.sms.tooManyQ": "Syötin väärän koodin liian monta kertaa. Mitä nyt?",
    "content.help.sms.tooManyA": "Kolmen väärän koodin tai tunnin sisällä tilatun viiden koodin jälkeen tekstiviestitunnistautumista ei voi ottaa käyttöön tuntiin. Palvelu kertoo, milloin voit yrittää uudelleen.",
    "content.help.contact.heading": "Asiakaspalvelu",
    "content.help.contact.p1": "Jos et löytänyt vastausta täältä, soita asiakaspalveluumme:",

    "content.terms.title": "Käyttöehdot",
    "content.terms.lastUpdated": "Päivitetty {date}",
    "content.terms.intro":
      "Nämä ehdot koskevat verkkopalveluamme {brand} ja sen mobiilisovellusta. Käyttämällä palvelua hyväksyt nämä ehdot.",
    "content.terms.service.heading": "Palvelu",
    "content.terms.service.p1":
      "{brand} on yksityisen terveydenhuollon ja työterveyshuollon palveluntuottajan verkkopalvelu. Palvelussa voit varata ja perua vastaanottoaikoja ja ilmoittautua niille, katsoa käyntisi, tuloksesi, reseptisi, todistuksesi ja laskusi, maksaa laskuja sekä lähettää viestejä hoitotiimillesi. Osa toiminnoista on käytettävissä vain työterveysasiakkaille tai tiettyjen sopimusten perusteella.",
    "content.terms.service.p2": "Palvelu ei korvaa päivystystä. Hätätilanteessa soita 112.",
    "content.terms.identification.heading": "Tunnistautuminen",
    "content.terms.identification.p1":
      "Kirjaudut palveluun vahvalla sähköisellä tunnistautumisella eli verkkopankkitunnuksilla tai mobiilivarmenteella. Jos olet ottanut tekstiviestitunnistautumisen käyttöön, vahvistat kirjautumisen lisäksi puhelimeesi lähetetyllä koodilla. Tunnuksesi ja koodisi ovat henkilökohtaisia: älä luovuta niitä kenellekään.",
    "content.terms.acting.heading": "Toisen puolesta asiointi",
    "content.terms.acting.p1":
      "Huoltaja voi asioida palvelussa enintään 11-vuotiaan lapsensa puolesta. Huoltajuus tarkistetaan väestötietojärjestelmästä. 12 vuotta täyttäneet kirjautuvat omilla tunnuksillaan.",
    "content.terms.acting.p2":
      "Toisen täysi-ikäisen puolesta voit asioida vain voimassa olevalla valtuutuksella, esimerkiksi Suomi.fi-valtuuksissa rekisteröidyllä valtuudella. Jos toisen puolesta asiointi ei ole sallittua, palvelu kertoo siitä, etkä näe henkilön tietoja.",
    "content.terms.responsibilities.heading": "Käyttäjän vastuut",
    "content.terms.responsibilities.p1":
      "Pidä yhteystietosi oikeina ja ajan tasalla ja säilytä tunnuksesi huolellisesti. Käytä palvelua vain omien tai edustamasi henkilön terveydenhuoltoasioiden hoitamiseen. Älä yritä päästä muiden tietoihin tai häiritä palvelun toimintaa.",
    "content.terms.responsibilities.p2":
      "Vastaat varaamiesi aikojen maksuista. Jos et pääse paikalle, peru aika ennen perumisajan päättymistä; peruuttamatta jätetystä ajasta voidaan periä maksu.",
    "content.terms.privacy.heading": "Tietosuoja ja potilastiedot",
    "content.terms.privacy.p1":
      "Käsittelemme henkilötietoja EU:n yleisen tietosuoja-asetuksen sekä potilasasiakirjoja ja potilaan asemaa ja oikeuksia koskevan suomalaisen lainsäädännön mukaisesti. Potilastiedot ovat salassa pidettäviä, ja niitä käsittelevät vain hoitoosi osallistuvat ammattilaiset.",
    "content.terms.privacy.p2":
      "Jokaisesta potilastietojen katselusta ja muutoksesta jää lokimerkintä. Sinulla on oikeus nähdä tietosi ja saada tietää, kuka niitä on käsitellyt. Voit antaa tai perua suostumuksesi potilastietojen luovuttamiseen Omat tiedot -sivulla.",
    "content.terms.privacy.p3":
      "Tietosuojaselosteessamme kerrotaan tarkemmin, miten käsittelemme henkilötietoja. Voit pyytää sen asiakaspalvelusta.",
    "content.terms.cookies.heading": "Evästeet",
    "content.terms.cookies.p1":
      "Palvelu käyttää evästeitä, jotka ovat välttämättömiä kirjautumiselle, istunnon turvallisuudelle ja kielivalintasi muistamiselle. Näitä evästeitä ei voi poistaa käytöstä.",
    "content.terms.cookies.p2":
      "Käytämme analytiikkaevästeitä palvelun kehittämiseen vain suostumuksellasi, emmekä käytä evästeitä mainontaan. Nimeäsi tai muita henkilötietojasi ei koskaan välitetä analytiikkatyökaluille.",
    "content.terms.availability.heading": "Palvelun saatavuus",
    "content.terms.availability.p1":
      "Pyrimme pitämään palvelun aina käytettävissä, mutta huolto, päivitykset tai häiriöt voivat keskeyttää sen. Ilmoitamme suunnitelluista huoltokatkoista palvelussa etukäteen aina kun mahdollista. Emme vastaa katkoista aiheutuvista vahingoista. Jos et pysty käyttämään palvelua, ota yhteyttä asiakaspalveluun.",
    "content.terms.changes.heading": "Ehtojen muuttaminen",
    "content.terms.changes.p1":
      "Voimme muuttaa näitä ehtoja, kun palvelu tai lainsäädäntö muuttuu. Viimeisimmän päivityksen päivämäärä näkyy tämän sivun alussa, ja merkittävistä muutoksista ilmoitetaan palvelussa.",
    "content.terms.contact.heading": "Yhteystiedot",
    "content.terms.contact.p1": "Jos sinulla on kysyttävää näistä ehdoista tai palvelusta, soita asiakaspalveluumme:",

    "content.childrensChat.title": "Pikkutsatti on siirtynyt",
    "content.childrensChat.body":
      "Pikkutsatti on siirtynyt mobiilisovellukseemme {brand}. Lataa sovellus ja keskustele kanssamme lapsesi terveyteen liittyvistä asioista.",
    "content.childrensChat.appsHeading": "Lataa sovellus",
    "content.childrensChat.appStore": "Lataa App Storesta",
    "content.childrensChat.googlePlay": "Lataa Google Playsta",
  },
  sv: {
    // Offline page (decision 371)
    "content.offline.title": "Ingen internetanslutning",
    "content.offline.intro": "{brand} behöver en internetanslutning. Kontrollera anslutningen och försök igen.",
    "content.offline.tryAgain": "Försök igen",
    "content.offline.appointmentsHeading": "Kommande tider",
    "content.offline.appointmentsText":
      "Om du har slagit på läsning av kommande tider utan anslutning på den här enheten kan du läsa dem utan anslutning tills du loggar ut eller sessionen tar slut.",
    "content.offline.appointmentsLink": "Kommande tider",
    "content.offline.emergency": "I nödsituationer, ring 112.",
    "content.callCharge": "Samtal till företagsnummer som börjar med 010 kostar normal mobil- eller lokalnätsavgift.",

    "content.sicknessFund.title": "Sjukkassa",
    "content.sicknessFund.intro":
      "Sjukkassan ersätter medlemmarnas sjukvårdskostnader utöver företagshälsovården och FPA:s ersättningar.",
    "content.sicknessFund.tabsLabel": "Information om sjukkassan",
    "content.sicknessFund.tab.welcome": "Välkommen",
    "content.sicknessFund.tab.rules": "Ersättningsregler",
    "content.sicknessFund.tab.instructions": "Anvisningar",
    "content.sicknessFund.tab.faq": "Vanliga frågor",
    "content.sicknessFund.welcome.heading": "Välkommen till sjukkassan",
    "content.sicknessFund.welcome.p1":
      "Sjukkassan är en frivillig kassa som din arbetsgivare har grundat. Den ersätter sjukvårdskostnader som företagshälsovården inte täcker, till exempel besök hos allmänläkare och specialistläkare, laboratorieundersökningar, bilddiagnostik och fysioterapi.",
    "content.sicknessFund.welcome.p2":
      "Arbetsgivarens anställda kan gå med i kassan. Medlemsavgiften dras av från lönen, och arbetsgivaren deltar också i finansieringen av kassan.",
    "content.sicknessFund.welcome.p3":
      "Kassan ersätter den del av priset som återstår efter FPA:s ersättning. Den del du betalar själv, självrisken, beror på tjänsten: se ersättningsreglerna.",
    "content.sicknessFund.rules.heading": "Ersättningsregler",
    "content.sicknessFund.rules.intro": "Självrisken är den del du betalar själv. En självrisk i procent räknas på besökets pris.",
    "content.sicknessFund.rules.caption": "Sjukkassans ersättningar per tjänst",
    "content.sicknessFund.rules.colService": "Tjänst",
    "content.sicknessFund.rules.colDeductible": "Din självrisk",
    "content.sicknessFund.rules.colReimbursement": "Kassan ersätter",
    "content.sicknessFund.rules.nurse": "Mottagning hos sjukskötare",
    "content.sicknessFund.rules.generalPractitioner": "Mottagning hos allmänläkare",
    "content.sicknessFund.rules.specialist": "Mottagning hos specialistläkare",
    "content.sicknessFund.rules.procedures": "Åtgärder",
    "content.sicknessFund.rules.shortPsychotherapy": "Kortpsykoterapi",
    "content.sicknessFund.rules.physiotherapy": "Fysioterapi",
    "content.sicknessFund.rules.labsAndImaging": "Laboratorieundersökningar och bilddiagnostik",
    "content.sicknessFund.rules.perVisit": "{amount} per besök",
    "content.sicknessFund.rules.percentOfPrice": "{percent} av priset",
    "content.sicknessFund.rules.noDeductible": "{percent} (ingen självrisk)",
    "content.sicknessFund.rules.aboveMaximum": "Den del som överskrider maximibeloppet",
    "content.sicknessFund.rules.rest": "Resten av priset",
    "content.sicknessFund.rules.generalPractitionerLimit": "Resten av priset, för högst {visits} besök per kalenderår",
    "content.sicknessFund.rules.specialistLimit": "Resten av priset, högst {amount} per besök, för {visits} besök per år",
    "content.sicknessFund.rules.proceduresLimit": "Vårdinrättningens andel, högst {amount} per besök",
    "content.sicknessFund.rules.shortPsychotherapyLimit": "Hela priset, för högst {sessions} besök per behandlingsperiod",
    "content.sicknessFund.rules.physiotherapyLimit": "Resten av priset, sammanlagt högst {amount} per år",
    "content.sicknessFund.rules.note":
      "Ersättningen räknas på det pris som återstår efter FPA:s ersättning. Kassan ersätter inte vård som företagshälsovården betalar.",
    "content.sicknessFund.instructions.heading": "Så här ansöker du om ersättning",
    "content.sicknessFund.instructions.intro": "Ansök om ersättning när du har betalat för vården:",
    "content.sicknessFund.instructions.step1":
      "Betala för vården och spara kvittot. Av kvittot ska patientens namn, datum, tjänsten och priset framgå.",
    "content.sicknessFund.instructions.step2":
      "Om FPA ersätter vården ska du först få FPA:s ersättning, antingen direkt på mottagningen eller genom att ansöka hos FPA. Kassan ersätter den del som återstår.",
    "content.sicknessFund.instructions.step3":
      "Fyll i sjukkassans ansökan om ersättning och bifoga kvittona. För fysioterapi och kortpsykoterapi ska du också bifoga läkarens remiss.",
    "content.sicknessFund.instructions.step4": "Skicka ansökan med bilagor till sjukkassan som ett meddelande.",
    "content.sicknessFund.instructions.step5":
      "Kassan behandlar ansökan och betalar ersättningen till det bankkonto du har uppgett. Av beslutet framgår hur ersättningen har räknats ut.",
    "content.sicknessFund.instructions.limits":
      "Antalet besök och maximibeloppet för fysioterapi räknas per kalenderår, besöken i kortpsykoterapi per behandlingsperiod. Redan betalda ersättningar minskar det som återstår.",
    "content.sicknessFund.instructions.questions":
      "Om du har frågor om din ansökan kan du kontakta sjukkassan per telefon, i chatten eller med ett meddelande. Kontaktuppgifterna finns längst ner på sidan.",
    "content.sicknessFund.faq.heading": "Vanliga frågor",
    "content.sicknessFund.faq.joinQ": "Vem kan gå med i sjukkassan?",
    "content.sicknessFund.faq.joinA":
      "Anställda hos den arbetsgivare som har grundat kassan kan gå med. Medlemskapet är frivilligt och medlemsavgiften dras av från lönen.",
    "content.sicknessFund.faq.generalPractitionerQ": "Hur mycket betalar jag för ett besök hos allmänläkare?",
    "content.sicknessFund.faq.generalPractitionerA":
      "Din självrisk är {amount} per besök. Kassan ersätter resten av priset för högst {visits} besök per kalenderår.",
    "content.sicknessFund.faq.specialistQ": "Ersätts besök hos specialistläkare?",
    "content.sicknessFund.faq.specialistA":
      "Ja. Din självrisk är {percent} av priset, och kassan ersätter högst {amount} per besök, för {visits} besök per år.",
    "content.sicknessFund.faq.psychotherapyQ": "Ersätts psykoterapi?",
    "content.sicknessFund.faq.psychotherapyA":
      "Kortpsykoterapi ersätts helt: självrisken är {percent}. Kassan ersätter högst {sessions} besök per behandlingsperiod.",
    "content.sicknessFund.faq.physiotherapyQ": "Hur mycket fysioterapi ersätter kassan?",
    "content.sicknessFund.faq.physiotherapyA": "Din självrisk är {percent} av priset. Kassan ersätter sammanlagt högst {amount} per år.",
    "content.sicknessFund.faq.proceduresQ": "Ersätts åtgärder?",
    "content.sicknessFund.faq.proceduresA": "Kassan ersätter vårdinrättningens andel av en åtgärd, högst {amount} per besök.",
    "content.sicknessFund.faq.kelaQ": "Måste jag först ansöka om ersättning från FPA?",
    "content.sicknessFund.faq.kelaA":
      "Ja, om FPA ersätter vården. Kassans ersättning räknas på den del som återstår efter FPA:s ersättning.",
    "content.sicknessFund.faq.replyQ": "Hur snabbt svarar ni på meddelanden?",
    "content.sicknessFund.faq.callCostQ": "Vad kostar ett samtal till sjukkassan?",
    "content.sicknessFund.contact.heading": "Kontakta sjukkassan",
    "content.sicknessFund.contact.phone": "Telefon",
    "content.sicknessFund.contact.phoneHours":
      "Vardagar kl. {weekdayOpens}–{weekdayCloses}, veckoslut och helgdagar kl. {weekendOpens}–{weekendCloses}",
    "content.sicknessFund.contact.chat": "Chatt",
    "content.sicknessFund.contact.chatHours": "Vardagar kl. {weekdayOpens}–{weekdayCloses}, veckoslut kl. {weekendOpens}–{weekendCloses}",
    "content.sicknessFund.contact.messages": "Meddelanden",
    "content.sicknessFund.contact.messagesReply": "Vi besvarar meddelanden inom {fewest}-{most} vardagar.",

    "content.help.title": "Anvisningar",
    "content.help.finnishOnly": "Anvisningarna finns endast på finska.",
    "content.help.finnishOnlyContact": "Om du har frågor kan du ringa vår kundtjänst:",
    "content.help.intro": "Anvisningar för de vanligaste ärendena i tjänsten.",
    "content.help.login.heading": "Logga in",
    "content.help.login.p1":
      "Logga in med dina bankkoder eller ett mobilcertifikat: välj Logga in, välj din bank eller mobilcertifikatet och identifiera dig på samma sätt som i nätbanken.",
    "content.help.login.p2":
      "Om du har fyllt 12 år loggar du in med dina egna koder. En vårdnadshavare sköter ärenden för ett barn som är högst 11 år genom att logga in med sina egna koder; vårdnaden kontrolleras i befolkningsdatasystemet.",
    "content.help.login.p3":
      "Av säkerhetsskäl avslutas sessionen om du inte har använt tjänsten på en stund. Du får en varning innan den avslutas.",
    "content.help.booking.heading": "Boka tid",
    "content.help.booking.p1":
      "Välj Boka tid, välj tjänst och en lämplig tid och bekräfta bokningen. Tiden visas sedan under Tidsbokningar och på startsidan.",
    "content.help.booking.link": "Boka tid",
    "content.help.cancelling.heading": "Avboka en tid",
    "content.help.cancelling.p1":
      "Öppna tiden under Tidsbokningar och välj Avboka. Du kan avboka på nätet fram till den avbokningsfrist som anges på sidan Tidsbokningar; ring därefter kundtjänst. För en tid som inte avbokas i tid kan en avgift tas ut.",
    "content.help.checkIn.heading": "Anmäla ankomst",
    "content.help.checkIn.p1":
      "Du kan anmäla din ankomst i tjänsten från och med {minutes} minuter före tiden: öppna tiden och välj Anmäl ankomst.",
    "content.help.checkIn.p2":
      "Du kan också anmäla ankomst utan att logga in via länken i bokningsbekräftelsen. Då bekräftar du din identitet med de fyra sista tecknen i din personbeteckning.",
    "content.help.results.heading": "Var hittar jag mina resultat?",
    "content.help.results.p1":
      "Laboratorie- och bilddiagnostikresultat visas under Laboratorieresultat och Bildbehandling när de är klara, och dina senaste resultat visas också på startsidan. Besök, recept och intyg har egna sidor i menyn.",
    "content.help.messages.heading": "Hur fungerar meddelanden?",
    "content.help.messages.p1":
      "Med meddelanden kan du kontakta ditt vårdteam på ett säkert sätt. Starta en ny konversation på startsidan eller under Meddelanden. Svaren kommer i samma konversation, och antalet olästa meddelanden visas i menyn.",
    "content.help.messages.p2":
      "Meddelandetjänsten är tillgänglig när den ingår i din vård, till exempel inom företagshälsovården. Använd inte meddelanden i brådskande ärenden. Ring 112 i nödsituationer.",
    "content.help.sms.heading": "Sms-autentisering – vanliga frågor",
    "content.help.sms.whatQ": "Vad är sms-autentisering?",
    "content.help.sms.whatA":
      "Sms-autentisering är ett frivilligt extra steg vid inloggningen. När den är på skickar vi en kod med {digits} siffror till din telefon som sms, och du anger den i tjänsten för att bekräfta att det är du. Om din session har gått ut kan du också fortsätta genom att beställa en sms-kod i stället för att identifiera dig med bankkoder på nytt.",
    "content.help.sms.toggleQ": "Hur slår jag på eller av sms-autentisering?",
    "content.help.sms.toggleA":
      "Aktivera det i panelen på startsidan eller under Inloggning med sms på sidan Mina uppgifter. Vi skickar en kod till det telefonnummer du anger; när du anger koden bekräftas numret och inloggning med sms aktiveras. När du stänger av inloggning med sms på Mina uppgifter tas numret ur bruk, så när du aktiverar det igen bekräftas ett nummer på nytt.",
    "content.help.sms.noCodeQ": "Jag fick ingen kod. Vad ska jag göra?",
    "content.help.sms.noCodeA":
      "Kontrollera att telefonnumret under Mina uppgifter är rätt och att din telefon kan ta emot sms, och beställ sedan en ny kod. Om koden ändå inte kommer kan du logga in med bankkoder eller mobilcertifikat.",
    "content.help.sms.safeQ": "Får jag ge koden till någon annan?",
    "content.help.sms.safeA": "Nej. Koden är personlig. Ge den aldrig till någon: vår personal ber dig aldrig om den.",
    "content.help.sms.tooManyQ": "Jag angav fel kod för många gånger. Vad nu?",
    "content.help.sms.tooManyA": "Efter tre felaktiga koder, eller fem koder beställda inom en timme, kan inloggning med sms inte aktiveras på en timme. Tjänsten berättar när du kan försöka igen.",
    "content.help.contact.heading": "Kundtjänst",
    "content.help.contact.p1": "Om du inte hittade svar här kan du ringa vår kundtjänst:",

    "content.terms.title": "Användarvillkor",
    "content.terms.lastUpdated": "Senast uppdaterad {date}",
    "content.terms.intro":
      "Dessa villkor gäller för vår nättjänst {brand} och dess mobilapp. Genom att använda tjänsten godkänner du villkoren.",
    "content.terms.service.heading": "Tjänsten",
    "content.terms.service.p1":
      "{brand} är nättjänsten hos en producent av privat hälso- och sjukvård och företagshälsovård. I tjänsten kan du boka och avboka tider och anmäla din ankomst, se dina besök, resultat, recept, intyg och fakturor, betala fakturor och skicka meddelanden till ditt vårdteam. Vissa funktioner är tillgängliga endast för kunder inom företagshälsovården eller enligt särskilda avtal.",
    "content.terms.service.p2": "Tjänsten ersätter inte jourvård. Ring 112 i nödsituationer.",
    "content.terms.identification.heading": "Identifiering",
    "content.terms.identification.p1":
      "Du loggar in med stark elektronisk identifiering, det vill säga med bankkoder eller mobilcertifikat. Om du har slagit på sms-autentisering bekräftar du också inloggningen med en kod som skickas till din telefon. Dina koder är personliga: ge dem inte till någon.",
    "content.terms.acting.heading": "Att sköta ärenden för någon annan",
    "content.terms.acting.p1":
      "En vårdnadshavare kan använda tjänsten för ett barn som är högst 11 år. Vårdnaden kontrolleras i befolkningsdatasystemet. Unga som har fyllt 12 år loggar in med sina egna koder.",
    "content.terms.acting.p2":
      "Du kan sköta ärenden för en annan vuxen endast med en giltig fullmakt, till exempel en fullmakt som registrerats i Suomi.fi-fullmakter. Om det inte är tillåtet att sköta ärenden för personen meddelar tjänsten detta och du ser inte personens uppgifter.",
    "content.terms.responsibilities.heading": "Ditt ansvar",
    "content.terms.responsibilities.p1":
      "Håll dina kontaktuppgifter korrekta och uppdaterade och förvara dina koder väl. Använd tjänsten endast för att sköta din egen vård eller vården för en person som du företräder. Försök inte komma åt andras uppgifter eller störa tjänsten.",
    "content.terms.responsibilities.p2":
      "Du ansvarar för avgifterna för de tider du bokar. Om du inte kan komma ska du avboka tiden före avbokningsfristen; för en tid som inte avbokas i tid kan en avgift tas ut.",
    "content.terms.privacy.heading": "Dataskydd och patientuppgifter",
    "content.terms.privacy.p1":
      "Vi behandlar personuppgifter enligt EU:s allmänna dataskyddsförordning och den finska lagstiftningen om journalhandlingar och om patientens ställning och rättigheter. Patientuppgifterna är sekretessbelagda och behandlas endast av yrkespersoner som deltar i din vård.",
    "content.terms.privacy.p2":
      "Varje gång patientuppgifter visas eller ändras registreras det i en logg. Du har rätt att se dina uppgifter och att få veta vem som har behandlat dem. Du kan ge eller återkalla ditt samtycke till att patientuppgifter lämnas ut under Mina uppgifter.",
    "content.terms.privacy.p3":
      "I vår dataskyddsbeskrivning berättar vi mer om hur vi behandlar personuppgifter. Du kan be kundtjänst om den.",
    "content.terms.cookies.heading": "Kakor",
    "content.terms.cookies.p1":
      "Tjänsten använder kakor som är nödvändiga för inloggningen, för att hålla din session säker och för att komma ihåg ditt språkval. Dessa kakor kan inte stängas av.",
    "content.terms.cookies.p2":
      "Vi använder analyskakor för att utveckla tjänsten endast med ditt samtycke, och vi använder inte kakor för reklam. Ditt namn och andra personuppgifter lämnas aldrig ut till analysverktyg.",
    "content.terms.availability.heading": "Tjänstens tillgänglighet",
    "content.terms.availability.p1":
      "Vi strävar efter att tjänsten alltid ska vara tillgänglig, men underhåll, uppdateringar eller störningar kan avbryta den. Planerade underhållsavbrott meddelas i tjänsten i förväg när det är möjligt. Vi ansvarar inte för skador som avbrott orsakar. Om du inte kan använda tjänsten kan du kontakta kundtjänst.",
    "content.terms.changes.heading": "Ändringar av villkoren",
    "content.terms.changes.p1":
      "Vi kan ändra dessa villkor när tjänsten eller lagstiftningen ändras. Datumet för den senaste uppdateringen visas överst på sidan, och väsentliga ändringar meddelas i tjänsten.",
    "content.terms.contact.heading": "Kontakt",
    "content.terms.contact.p1": "Om du har frågor om villkoren eller tjänsten kan du ringa vår kundtjänst:",

    "content.childrensChat.title": "Barnchatten har flyttat",
    "content.childrensChat.body":
      "Barnchatten har flyttat till vår mobilapp {brand}. Ladda ner appen och chatta med oss om ditt barns hälsa.",
    "content.childrensChat.appsHeading": "Ladda ner appen",
    "content.childrensChat.appStore": "Ladda ner i App Store",
    "content.childrensChat.googlePlay": "Ladda ner på Google Play",
  },
});
