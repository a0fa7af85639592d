// The SMS login setting on the contact tab of My information (spec part 1 §4 "SMS login toggle").

export type SmsLoginSettingData = { placeholder?: never };

export function SmsLoginSetting(_props: { setting: SmsLoginSettingData | null }) {
  return null;
}
