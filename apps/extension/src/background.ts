import { setBrowsingConsent, trackBrowsing } from './browsing/tracker';
import { apiClient, looksLikeToken } from './lib/api-client';
import type { Failure, Request, Result } from './lib/messages';
import { clearPairing, normaliseServerUrl, readSettings, writeSettings } from './lib/settings-store';

/**
 * The service worker: the only part that holds the pairing token and calls the Careerloom server.
 * Content scripts and the options page ask it through runtime messages.
 */
const UNPAIRED: Failure = {
  ok: false,
  unpaired: true,
  message:
    'Careerloom is not paired yet. Create a pairing token in Careerloom under Settings → Careerloom for Chrome, then open this extension’s options and paste it with your Careerloom address.',
};

async function currentApi() {
  const { pairing } = await readSettings();
  return pairing ? apiClient(pairing) : null;
}

async function handle(request: Request, sender: chrome.runtime.MessageSender): Promise<Result<unknown>> {
  // Only the options page (an extension page) may change the pairing or the consent.
  const fromExtensionPage = sender.url?.startsWith(chrome.runtime.getURL('')) ?? false;
  switch (request.type) {
    case 'pair': {
      if (!fromExtensionPage) return { ok: false, message: 'Not allowed from a web page' };
      let serverUrl: string;
      try {
        serverUrl = normaliseServerUrl(request.serverUrl);
      } catch (error) {
        return { ok: false, message: (error as Error).message };
      }
      const token = request.token.trim();
      if (!looksLikeToken(token))
        return { ok: false, message: 'That is not a Careerloom pairing token (it starts with clx_).' };
      const session = await apiClient({ serverUrl, token }).session();
      if (session.ok) await writeSettings({ pairing: { serverUrl, token } });
      return session;
    }
    case 'unpair':
      if (!fromExtensionPage) return { ok: false, message: 'Not allowed from a web page' };
      await clearPairing();
      return { ok: true, value: null };
    case 'browsing-consent':
      if (!fromExtensionPage) return { ok: false, message: 'Not allowed from a web page' };
      await writeSettings({ browsingConsent: request.on });
      await setBrowsingConsent(request.on);
      return { ok: true, value: null };
    case 'open-options':
      await chrome.runtime.openOptionsPage();
      return { ok: true, value: null };
    default:
      break;
  }
  const api = await currentApi();
  if (!api) return UNPAIRED;
  switch (request.type) {
    case 'session':
      return api.session();
    case 'autofill':
      return api.autoFill({ jobUrl: request.jobUrl, formFields: request.formFields, pageHtml: request.pageHtml });
    case 'resume-file': {
      const session = await api.session();
      if (!session.ok) return session;
      if (!session.value.resumeFile)
        return { ok: false, message: 'No resume file is stored; upload your resume as a PDF or DOCX first' };
      return api.resumeFile(session.value.resumeFile.filename);
    }
    case 'submitted':
      return api.submitted(request.applicationId, { by: request.by, pageUrl: request.pageUrl });
  }
}

chrome.runtime.onMessage.addListener((request: Request, sender, sendResponse) => {
  handle(request, sender).then(sendResponse, (error: unknown) =>
    sendResponse({ ok: false, message: `Careerloom hit an error: ${String(error)}` }),
  );
  return true; // answers asynchronously
});

// Content scripts run in the web page's process: keep the token's storage out of their reach.
void chrome.storage.local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });

trackBrowsing(currentApi);
