/** India's 28 states and 8 union territories, upper case: the canonical names of `/states/*`. */
export const INDIAN_STATES = [
  'ANDHRA PRADESH',
  'ARUNACHAL PRADESH',
  'ASSAM',
  'BIHAR',
  'CHHATTISGARH',
  'GOA',
  'GUJARAT',
  'HARYANA',
  'HIMACHAL PRADESH',
  'JHARKHAND',
  'KARNATAKA',
  'KERALA',
  'MADHYA PRADESH',
  'MAHARASHTRA',
  'MANIPUR',
  'MEGHALAYA',
  'MIZORAM',
  'NAGALAND',
  'ODISHA',
  'PUNJAB',
  'RAJASTHAN',
  'SIKKIM',
  'TAMIL NADU',
  'TELANGANA',
  'TRIPURA',
  'UTTAR PRADESH',
  'UTTARAKHAND',
  'WEST BENGAL',
  'ANDAMAN AND NICOBAR ISLANDS',
  'CHANDIGARH',
  'DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
  'DELHI',
  'JAMMU AND KASHMIR',
  'LADAKH',
  'LAKSHADWEEP',
  'PUDUCHERRY',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** Former or common alternative names, mapped to the canonical ones. */
export const STATE_ALIASES: Readonly<Record<string, IndianState>> = {
  ORISSA: 'ODISHA',
  UTTARANCHAL: 'UTTARAKHAND',
  PONDICHERRY: 'PUDUCHERRY',
  'NCT OF DELHI': 'DELHI',
  'NEW DELHI': 'DELHI',
  'ANDAMAN AND NICOBAR': 'ANDAMAN AND NICOBAR ISLANDS',
  'DADRA AND NAGAR HAVELI': 'DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
  'DAMAN AND DIU': 'DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
};

/** Upper case, '&' as AND, single spaces; then aliases. Null when it is not a state or UT. */
export function canonicalState(input: string): IndianState | null {
  const normalized = input.trim().toUpperCase().replace(/&/g, ' AND ').replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  if ((INDIAN_STATES as readonly string[]).includes(normalized)) return normalized as IndianState;
  return STATE_ALIASES[normalized] ?? null;
}
