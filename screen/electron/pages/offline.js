// The offline page: what the shell waits for, and when it tries again. The shell itself
// reloads the cloud when the time is up; this page only counts down.
/* global document, window */
const query = new URLSearchParams(window.location.search);
const retryAt = Date.now() + Number(query.get("retryIn") || 0);
const attempt = Number(query.get("attempt") || 1);
document.getElementById("address").textContent = query.get("url") || "the cloud";
document.getElementById("reason").textContent = query.get("reason") || "no answer";
const countdown = document.getElementById("countdown");

function tick() {
  const seconds = Math.max(0, Math.ceil((retryAt - Date.now()) / 1000));
  const tries = attempt === 1 ? "1 failed try" : `${attempt} failed tries`;
  countdown.textContent =
    seconds > 0 ? `Trying again in ${seconds} s (${tries}).` : `Trying again now (${tries})…`;
}
tick();
window.setInterval(tick, 500);
