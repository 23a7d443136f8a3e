import { ApplicationPage } from './content/application-page';
import { atsOf, findApplicationForm } from './content/form-reader';

/**
 * Careerloom for Chrome's content script, on the application pages of the supported applicant
 * tracking systems and on sites the user enabled. It waits for the application form (single-page
 * boards render it late), then adds the Careerloom panel for it.
 */
const WAIT_FOR_FORM_MS = 20_000;

function whenFormAppears(find: () => HTMLFormElement | null): Promise<HTMLFormElement | null> {
  const now = find();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const form = find();
      if (form) {
        observer.disconnect();
        clearTimeout(timer);
        resolve(form);
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, WAIT_FOR_FORM_MS);
    observer.observe(document.documentElement, { childList: true, subtree: true });
  });
}

async function main(): Promise<void> {
  // Once per page, even if the script is injected twice (a site registered while a tab was open).
  const root = document.documentElement as HTMLElement & { careerloomLoaded?: boolean };
  if (root.careerloomLoaded) return;
  root.careerloomLoaded = true;
  const ats = atsOf(location.hostname);
  const form = await whenFormAppears(() => findApplicationForm(document, ats));
  if (!form) return;
  // On the known boards the panel opens by itself when paired; elsewhere it starts folded.
  await new ApplicationPage(form, ats !== null).start();
}

void main();
