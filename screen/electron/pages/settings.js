// The settings page (first run, and Ctrl+Shift+S): the cloud's address, start at login, and the
// cookie answer for the TV.
// window.encoreKioskSettings and window.encoreKiosk come from the shell's preload.
/* global document, window */
const settingsBridge = window.encoreKioskSettings;
const kiosk = window.encoreKiosk;
const form = document.getElementById("settings");
const field = document.getElementById("cloud-url");
const autostart = document.getElementById("start-at-login");
const consentChoices = [...document.querySelectorAll('input[name="consent"]')];
const error = document.getElementById("error");

async function load() {
  const view = await settingsBridge.load();
  if (!view) return;
  field.value = view.cloudUrl;
  autostart.checked = view.startAtLogin;
  for (const choice of consentChoices) choice.checked = choice.value === view.consent;
  document.getElementById("intro").textContent = view.firstRun
    ? "Welcome! Type the address of the Encore cloud this screen shows: http://localhost:8080 when the cloud runs on this PC."
    : "Where is the Encore cloud this screen shows?";
  document.getElementById("chords").textContent = `Encore ${view.version} · ${view.chords}`;
  field.focus();
  field.select();
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  error.textContent = "";
  const answer = await settingsBridge.save({
    cloudUrl: field.value,
    startAtLogin: autostart.checked,
    consent: consentChoices.find((choice) => choice.checked)?.value ?? "minimal",
  });
  if (!answer.ok) {
    error.textContent = answer.message;
    field.focus();
  }
});

document.getElementById("quit").addEventListener("click", () => kiosk.quit());

void load();
