import PDFDocument from "pdfkit";
import { BRAND_CONTACTS } from "#domain/brand-contacts";
import { formatShortDate } from "#domain/date-display";
import type { BrandId } from "#domain/session-state";
import type { CertificateType, Language } from "#domain/enums";
import { INTL_LOCALE } from "#domain/intl-locale";
import { sickLeaveDays } from "#domain/records";
import type { CertificateDocument } from "./service";

// The sick-leave certificate as a PDF (decision 325), drawn with pdfkit as the invoice PDF is, in the
// language asked for: the patient, the period of sick leave, the statement, who wrote it and when.
// Deterministic: the document's date is the certificate's own, never the wall clock.

const MARGIN = 50;
const CONTENT_WIDTH = 595.28 - 2 * MARGIN; // A4

interface CertificatePdfTexts {
  title: Record<CertificateType, string>;
  patient: string;
  identityCode: string;
  period: string;
  days: (count: number) => string;
  statement: string;
  written: string;
  writtenBy: string;
  customerService: string;
  copy: string;
}

// The server cannot read the app's catalogs (server never imports app): the PDF's words live here.
const TEXTS: Record<Language, CertificatePdfTexts> = {
  fi: {
    title: { medicalCertificateA: "Lääkärintodistus A", nurse: "Hoitajan todistus" },
    patient: "Potilas",
    identityCode: "Henkilötunnus",
    period: "Sairausloma",
    days: (count) => (count === 1 ? "1 päivä" : `${count} päivää`),
    statement: "Potilas on sairauden vuoksi kykenemätön tekemään työtään edellä mainitun ajan.",
    written: "Kirjoitettu",
    writtenBy: "Kirjoittaja",
    customerService: "Asiakaspalvelu",
    copy: "Tulostettu asiointipalvelusta. Alkuperäinen todistus on tallennettu potilastietoihin.",
  },
  sv: {
    title: { medicalCertificateA: "Läkarintyg A", nurse: "Skötarintyg" },
    patient: "Patient",
    identityCode: "Personbeteckning",
    period: "Sjukledighet",
    days: (count) => (count === 1 ? "1 dag" : `${count} dagar`),
    statement: "Patienten är på grund av sjukdom oförmögen att utföra sitt arbete under ovan nämnda tid.",
    written: "Skrivet",
    writtenBy: "Skrivet av",
    customerService: "Kundtjänst",
    copy: "Utskrivet från e-tjänsten. Det ursprungliga intyget är sparat i patientjournalen.",
  },
  en: {
    title: { medicalCertificateA: "Medical certificate A", nurse: "Nurse's certificate" },
    patient: "Patient",
    identityCode: "Personal identity code",
    period: "Sick leave",
    days: (count) => (count === 1 ? "1 day" : `${count} days`),
    statement: "Because of illness the patient is unable to do their work for the period above.",
    written: "Written on",
    writtenBy: "Written by",
    customerService: "Customer service",
    copy: "Printed from the patient portal. The original certificate is kept in the patient records.",
  },
};

export interface CertificatePdfOptions {
  lang: Language;
  brand: BrandId;
}

/** The certificate's PDF as a stream (pipe it to the response). */
export function certificatePdfStream(certificate: CertificateDocument, { lang, brand }: CertificatePdfOptions): PDFKit.PDFDocument {
  const t = TEXTS[lang];
  const contacts = BRAND_CONTACTS[brand];
  const title = t.title[certificate.type];
  const day = (date: string | Date) => formatShortDate(date, lang);

  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: INTL_LOCALE[lang],
    displayTitle: true,
    info: { Title: title, Author: contacts.name, Creator: contacts.name, CreationDate: certificate.createdAt },
  });

  doc.font("Helvetica-Bold").fontSize(20).text(contacts.name, MARGIN, MARGIN);
  doc.fontSize(16).text(title, MARGIN, MARGIN, { width: CONTENT_WIDTH, align: "right" });
  doc.moveDown(2);

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font("Helvetica").fontSize(11).text(label, MARGIN, y, { width: 160 });
    doc.font("Helvetica-Bold").text(value, MARGIN + 170, y, { width: CONTENT_WIDTH - 170 });
    doc.moveDown(0.6);
  };
  row(t.patient, `${certificate.patientFirstName} ${certificate.patientLastName}`);
  row(t.identityCode, certificate.patientIdentityCode);
  row(t.period, `${day(certificate.startDate)}–${day(certificate.endDate)} (${t.days(sickLeaveDays(certificate.startDate, certificate.endDate))})`);
  doc.moveDown(1);
  doc.font("Helvetica").fontSize(11).text(t.statement, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(2);
  row(t.written, day(certificate.createdAt));
  if (certificate.practitionerName) {
    const title = certificate.practitionerTitle?.[lang];
    row(t.writtenBy, title ? `${certificate.practitionerName}, ${title}` : certificate.practitionerName);
  }

  const footer = doc.page.height - MARGIN - 40;
  doc.moveTo(MARGIN, footer - 8).lineTo(MARGIN + CONTENT_WIDTH, footer - 8).lineWidth(0.5).stroke();
  doc.fontSize(9).font("Helvetica").text(t.copy, MARGIN, footer, { width: CONTENT_WIDTH });
  doc.font("Helvetica-Bold").text(`${t.customerService}:`, MARGIN, footer + 13, { continued: true });
  doc.font("Helvetica").text(` ${contacts.customerServicePhone}, ${contacts.siteUrl}`);

  doc.end();
  return doc;
}

/** The whole PDF in memory (tests). */
export async function certificatePdfBytes(certificate: CertificateDocument, options: CertificatePdfOptions): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of certificatePdfStream(certificate, options)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
