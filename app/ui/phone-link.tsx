import { normalisePhoneNumber } from "#domain/phone-number";

/** A phone number as a tel: link in international form ("tel:+358105551000"), shown as written. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={`tel:${normalisePhoneNumber(phone)}`} className={className}>
      {phone}
    </a>
  );
}
