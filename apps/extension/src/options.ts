import type { ExtensionSession } from '@careerloom/contract';
import { send } from './lib/messages';
import { readSettings, writeSettings } from './lib/settings-store';
import { disableSite, enableSite, originOf } from './options/plain-form-sites';

/**
 * The options page: pairing with Careerloom, the auto-submit settings (read-only here), the
 * browsing-time consent, and the sites enabled for plain HTML forms.
 */
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const serverUrl = $<HTMLInputElement>('server-url');
const token = $<HTMLInputElement>('token');
const pairStatus = $<HTMLParagraphElement>('pair-status');
const autoSubmit = $<HTMLInputElement>('auto-submit');
const threshold = $<HTMLInputElement>('threshold');
const consent = $<HTMLInputElement>('browsing-consent');
const browsingStatus = $<HTMLParagraphElement>('browsing-status');
const siteUrl = $<HTMLInputElement>('site-url');
const siteStatus = $<HTMLParagraphElement>('site-status');
const siteList = $<HTMLUListElement>('site-list');

function say(el: HTMLElement, text: string, error = false) {
  el.textContent = text;
  el.classList.toggle('error', error);
}

function showSession(session: ExtensionSession | null) {
  autoSubmit.checked = session?.settings.autoSubmit ?? false;
  threshold.value = session ? `${session.settings.threshold}` : '—';
  // The token's name and short id are those Careerloom's Settings lists, so the user can tell
  // which token this browser holds.
  if (session)
    say(
      pairStatus,
      `Paired with ${session.user.fullName} (${session.user.email}) through the token “${session.token.name}” (ID ${session.token.shortId})`,
    );
}

async function load() {
  const settings = await readSettings();
  serverUrl.value = settings.pairing?.serverUrl ?? '';
  // The stored token is never put back into the page; a placeholder says one is stored.
  token.placeholder = settings.pairing ? 'A token is stored (paste a new one to replace it)' : 'clx_…';
  consent.checked = Boolean(settings.browsingConsent);
  renderSites(settings.plainFormSites ?? []);
  if (!settings.pairing) {
    say(pairStatus, 'Not paired.');
    return;
  }
  const session = await send({ type: 'session' });
  if (session.ok) showSession(session.value);
  else say(pairStatus, session.message, true);
}

$<HTMLFormElement>('pair-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  say(pairStatus, 'Pairing…');
  const stored = (await readSettings()).pairing;
  // No new token typed: check the stored pairing again (e.g. after changing settings in Careerloom).
  const answer =
    !token.value.trim() && stored && stored.serverUrl === serverUrl.value.trim().replace(/\/+$/, '')
      ? await send({ type: 'session' })
      : await send({ type: 'pair', serverUrl: serverUrl.value, token: token.value });
  if (!answer.ok) {
    say(pairStatus, answer.message, true);
    return;
  }
  token.value = '';
  token.placeholder = 'A token is stored (paste a new one to replace it)';
  showSession(answer.value);
});

$<HTMLButtonElement>('unpair').addEventListener('click', async () => {
  await send({ type: 'unpair' });
  token.value = '';
  token.placeholder = 'clx_…';
  showSession(null);
  say(pairStatus, 'Unpaired. The token is removed from this browser; revoke it in Careerloom’s Settings too.');
});

consent.addEventListener('change', async () => {
  if (consent.checked) {
    // Asked only now, in the click that turned it on: Chrome shows its own prompt.
    const granted = await chrome.permissions.request({ permissions: ['tabs'] });
    if (!granted) {
      consent.checked = false;
      say(browsingStatus, 'Chrome did not allow it, so browsing time stays off.', true);
      return;
    }
    await send({ type: 'browsing-consent', on: true });
    say(browsingStatus, 'On: minutes by category are counted and sent once a day.');
    return;
  }
  await send({ type: 'browsing-consent', on: false });
  await chrome.permissions.remove({ permissions: ['tabs'] });
  say(browsingStatus, 'Off: nothing is counted, and what was not yet sent is discarded.');
});

function renderSites(sites: string[]) {
  siteList.replaceChildren(
    ...sites.map((origin) => {
      const item = document.createElement('li');
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = 'Disable';
      remove.setAttribute('aria-label', `Disable on ${origin}`);
      remove.addEventListener('click', async () => {
        await disableSite(origin);
        const left = ((await readSettings()).plainFormSites ?? []).filter((s) => s !== origin);
        await writeSettings({ plainFormSites: left });
        renderSites(left);
        say(siteStatus, `Disabled on ${origin}.`);
      });
      item.append(`${origin} `, remove);
      return item;
    }),
  );
}

$<HTMLFormElement>('site-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  let origin: string;
  try {
    origin = originOf(siteUrl.value);
  } catch (error) {
    say(siteStatus, (error as Error).message, true);
    return;
  }
  if (!(await enableSite(origin))) {
    say(siteStatus, `Chrome did not allow ${origin}, so Careerloom stays off there.`, true);
    return;
  }
  const sites = [...new Set([...((await readSettings()).plainFormSites ?? []), origin])];
  await writeSettings({ plainFormSites: sites });
  renderSites(sites);
  siteUrl.value = '';
  say(siteStatus, `Enabled on ${origin}: reload its application page to see the Careerloom panel.`);
});

void load();
