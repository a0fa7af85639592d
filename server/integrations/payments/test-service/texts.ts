import type { Language } from "#domain/enums";

// The built-in Paytrail test service's own words (a development tool: it never imports the app's
// catalogs). The decline reasons are the payment messages of spec part 1 §8.

export const DECLINE_REASONS = ["cardDeclined", "expiredCard", "incorrectCvc", "insufficientFunds", "unableToProcess"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

type Texts = {
  title: string;
  banner: string;
  intro: string;
  pay: string;
  decline: Record<DeclineReason, string>;
  declineHeading: string;
  cancel: string;
  pending: string;
  notFound: string;
  terms: string;
  bank: string;
  card: string;
};

export const TEST_SERVICE_TEXTS: Record<Language, Texts> = {
  fi: {
    title: "Maksu – Paytrail-testipalvelu",
    banner: "Testipalvelu: tämä sivu jäljittelee maksutavan sivua. Oikeaa rahaa ei liiku.",
    intro: "Maksettava summa {amount}, viite {reference}.",
    pay: "Maksa",
    declineHeading: "Jäljittele hylättyä maksua",
    decline: {
      cardDeclined: "Kortti hylätty",
      expiredCard: "Vanhentunut kortti",
      incorrectCvc: "Väärä CVC-koodi",
      insufficientFunds: "Kate ei riitä",
      unableToProcess: "Maksua ei voitu käsitellä",
    },
    cancel: "Peruuta maksu",
    pending: "Jätä maksu odottamaan",
    notFound: "Maksua ei löytynyt.",
    terms: 'Valitsemalla maksutavan hyväksyt <a href="https://www.paytrail.com/kuluttaja/maksupalveluehdot" target="_blank">maksupalveluehdot</a>.',
    bank: "Testipankki",
    card: "Testikortti",
  },
  sv: {
    title: "Betalning – Paytrails testtjänst",
    banner: "Testtjänst: sidan efterliknar betalningssättets sida. Inga riktiga pengar rör sig.",
    intro: "Belopp {amount}, referens {reference}.",
    pay: "Betala",
    declineHeading: "Efterlikna en avvisad betalning",
    decline: {
      cardDeclined: "Kortet avvisades",
      expiredCard: "Kortet har gått ut",
      incorrectCvc: "Fel CVC-kod",
      insufficientFunds: "Otillräckligt saldo",
      unableToProcess: "Betalningen kunde inte behandlas",
    },
    cancel: "Avbryt betalningen",
    pending: "Låt betalningen vänta",
    notFound: "Betalningen hittades inte.",
    terms: 'Genom att välja betalningssätt godkänner du <a href="https://www.paytrail.com/sv/konsument/betalningsvillkor" target="_blank">betalningsvillkoren</a>.',
    bank: "Testbanken",
    card: "Testkortet",
  },
  en: {
    title: "Payment – Paytrail test service",
    banner: "Test service: this page imitates a payment method's page. No real money moves.",
    intro: "Amount {amount}, reference {reference}.",
    pay: "Pay",
    declineHeading: "Imitate a declined payment",
    decline: {
      cardDeclined: "Card declined",
      expiredCard: "Expired card",
      incorrectCvc: "Incorrect CVC",
      insufficientFunds: "Insufficient funds",
      unableToProcess: "Unable to process the payment",
    },
    cancel: "Cancel the payment",
    pending: "Leave the payment pending",
    notFound: "The payment was not found.",
    terms: 'By choosing a payment method you accept the <a href="https://www.paytrail.com/en/consumer/payment-terms" target="_blank">payment terms</a>.',
    bank: "Test bank",
    card: "Test card",
  },
};
