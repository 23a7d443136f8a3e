import type { Handler } from '../testing/fake-source';

/** LinkedIn API answers and its data export's Connections.csv, for `startFakeSource`. */
export const LINKEDIN_TOKEN = 'AQV-test-linkedin-canary-3d9';
export function linkedinHandler(): Handler {
  return (url) =>
    url.pathname === '/v2/userinfo'
      ? {
          body: {
            sub: '782bbtaQ',
            name: 'John Doe',
            given_name: 'John',
            family_name: 'Doe',
            picture: 'https://media.licdn-ei.com/dms/image/C5F03AQHqK8v7tB1HCQ/profile-displayphoto-shrink_100_100/0/',
            locale: 'en-US',
            email: 'doe@email.com',
            email_verified: true,
          },
        }
      : null;
}

/** A Connections.csv as LinkedIn's data export writes it: notes first, then the header. */
export function connectionsCsv(dates: string[]): string {
  return [
    'Notes:',
    '"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email. You can learn more here https://www.linkedin.com/help/linkedin/answer/261"',
    '',
    'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
    ...dates.map((d, i) => `Person${i},"Last, ${i}",https://www.linkedin.com/in/p${i},,Acme,"Engineer, Platform",${d}`),
    '',
  ].join('\n');
}
