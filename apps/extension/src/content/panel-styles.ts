/** The panel's own styles, inside its shadow root so the page's CSS neither reaches nor breaks it. */
export const PANEL_CSS = `
:host { all: initial; }
* { box-sizing: border-box; }
aside {
  position: fixed; top: 16px; right: 16px; z-index: 2147483647;
  width: 380px; max-height: calc(100vh - 32px); overflow: auto;
  background: #ffffff; color: #1f2937; border: 1px solid #d1d5db; border-radius: 12px;
  box-shadow: 0 10px 30px rgba(15, 23, 42, 0.18);
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
aside.collapsed { width: auto; }
header { display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 10px 14px; border-bottom: 1px solid #e5e7eb; background: #f8fafc; border-radius: 12px 12px 0 0; position: sticky; top: 0; }
aside.collapsed header { border-bottom: 0; border-radius: 12px; }
h2 { margin: 0; font-size: 15px; font-weight: 650; color: #0f172a; }
.body { padding: 12px 14px 14px; display: grid; gap: 10px; }
p { margin: 0; }
button { font: inherit; cursor: pointer; border-radius: 8px; border: 1px solid #cbd5e1; background: #fff;
  color: #0f172a; padding: 6px 12px; }
button:hover { background: #f1f5f9; }
button:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
button:disabled { opacity: .55; cursor: default; }
button.primary { background: #4f46e5; border-color: #4f46e5; color: #fff; font-weight: 600; }
button.primary:hover { background: #4338ca; }
button.danger { border-color: #dc2626; color: #b91c1c; font-weight: 600; }
.row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.status { color: #334155; }
.error { color: #b91c1c; background: #fef2f2; border: 1px solid #fecaca; border-radius: 8px; padding: 8px 10px; }
.notice { background: #eff6ff; border: 1px solid #bfdbfe; border-radius: 8px; padding: 8px 10px; }
.warn { background: #fffbeb; border: 1px solid #fde68a; border-radius: 8px; padding: 8px 10px; }
.countdown { background: #eef2ff; border: 1px solid #c7d2fe; border-radius: 8px; padding: 8px 10px; display: grid; gap: 8px; }
.countdown strong { font-size: 16px; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
li.field { border: 1px solid #e5e7eb; border-radius: 8px; padding: 8px 10px; display: grid; gap: 4px; }
li.field.flagged { border-color: #f59e0b; background: #fffbeb; }
li.field.done { border-color: #86efac; background: #f0fdf4; }
.name { font-weight: 600; color: #0f172a; }
.tag { display: inline-block; font-size: 12px; padding: 0 6px; border-radius: 999px; margin-left: 6px; vertical-align: 1px; }
.tag.review { background: #fde68a; color: #78350f; }
.tag.req { background: #e2e8f0; color: #334155; }
.value { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 7.5em; overflow: auto; color: #111827; }
.value.empty { color: #6b7280; font-style: italic; }
.meta { font-size: 12.5px; color: #475569; overflow-wrap: anywhere; }
.conf { font-weight: 600; }
.filled { font-size: 12.5px; color: #15803d; font-weight: 600; }
ul.holding { list-style: disc; padding-left: 18px; gap: 2px; }
`;
