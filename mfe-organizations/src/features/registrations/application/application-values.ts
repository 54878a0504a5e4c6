import { E164PhoneSchema, type RegistrationLinkInfo, type SubmitRegistrationRequest } from '@freightdeck/contracts';
import { rules, type Rule } from '@freightdeck/ui';

/**
 * The application as typed, one flat key per field named by its API path (`company.name`), so
 * the server's field errors land on their fields. The phone is typed in two parts.
 */
export type ApplicationValues = {
  'company.name': string;
  'company.country': string;
  'company.address': string;
  'company.taxId': string;
  'company.website': string;
  'administrator.firstName': string;
  'administrator.lastName': string;
  'administrator.email': string;
  'administrator.phoneCountry': string;
  'administrator.phoneNumber': string;
  'administrator.position': string;
};

/** The form as the link pre-fills it: the company name and e-mail staff entered when sending it. */
export const initialValues = (link: RegistrationLinkInfo): ApplicationValues => ({
  'company.name': link.companyName, 'company.country': '', 'company.address': '', 'company.taxId': '', 'company.website': '',
  'administrator.firstName': '', 'administrator.lastName': '', 'administrator.email': link.email,
  'administrator.phoneCountry': '', 'administrator.phoneNumber': '', 'administrator.position': '',
});

/** A calling code ("+41") by the country picked for it. */
export type CallingCodeOf = (country: string) => string | undefined;

/** E.164 from the picked calling code and the typed number; a number typed with its own "+" is kept as it is. */
export function composePhone(values: ApplicationValues, callingCodeOf: CallingCodeOf): string {
  const number = values['administrator.phoneNumber'].trim();
  if (!number || number.startsWith('+')) return number;
  const prefix = callingCodeOf(values['administrator.phoneCountry']);
  return prefix ? `${prefix} ${number.replace(/^0+/, '')}` : number;
}

type Rules = { [K in keyof ApplicationValues]?: Rule<ApplicationValues, ApplicationValues[K]>[] };
const max = (n: number) => rules.maxLength<ApplicationValues>(n, `Use at most ${n} characters`);
const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** The rules of SubmitRegistrationRequestSchema, in the words an applicant reads. */
export function applicationRules(callingCodeOf: CallingCodeOf): Rules {
  return {
    'company.name': [rules.required('Enter the company name'), (v) => (v.trim().length < 2 ? 'Enter at least 2 characters' : undefined), max(200)],
    'company.country': [rules.required('Choose the country')],
    'company.address': [rules.required('Enter the address'), max(500)],
    'company.taxId': [rules.required('Enter the tax id (VAT or company number)'), max(50)],
    'company.website': [(v) => (v.trim() && !WEB_ADDRESS.test(v.trim()) ? 'Enter a web address, e.g. https://example.com' : undefined)],
    'administrator.firstName': [rules.required('Enter the first name'), max(100)],
    'administrator.lastName': [rules.required('Enter the last name'), max(100)],
    'administrator.email': [rules.required('Enter the e-mail address'), rules.email('Enter a valid e-mail address')],
    'administrator.phoneCountry': [
      (v, all) => (!v && all['administrator.phoneNumber'].trim() && !all['administrator.phoneNumber'].trim().startsWith('+') ? 'Choose the calling code' : undefined),
    ],
    'administrator.phoneNumber': [
      rules.required('Enter the phone number'),
      (_, all) => (all['administrator.phoneCountry'] || all['administrator.phoneNumber'].trim().startsWith('+')) && !E164PhoneSchema.safeParse(composePhone(all, callingCodeOf)).success
        ? 'Enter a valid phone number, e.g. 61 688 1111'
        : undefined,
    ],
    'administrator.position': [max(200)],
  };
}

/** The API body: trimmed, optional fields empty when not given (the server stores them as none). */
export const toRequest = (token: string, v: ApplicationValues, callingCodeOf: CallingCodeOf): SubmitRegistrationRequest => ({
  token,
  company: {
    name: v['company.name'].trim(), country: v['company.country'], address: v['company.address'].trim(),
    taxId: v['company.taxId'].trim(), website: v['company.website'].trim(),
  },
  administrator: {
    firstName: v['administrator.firstName'].trim(), lastName: v['administrator.lastName'].trim(), email: v['administrator.email'].trim(),
    phone: composePhone(v, callingCodeOf), position: v['administrator.position'].trim(),
  },
});
