// Written out rather than through Intl.DateTimeFormat: the first Intl object a renderer makes
// starts ICU, 35-80 ms of one task, and the job search lists need this text in their first
// render (decision 030). The test holds it to Intl.DateTimeFormat('en', { dateStyle: 'medium' }).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 25, 2026": the day of `date` in the browser's time zone, in English. */
export function formatDay(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
