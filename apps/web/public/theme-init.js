// Runs before the first paint so a dark page never flashes white. Same rule as
// src/shared/theme/dark-mode.ts: the stored isDarkMode choice, else the system preference.
(function () {
  var dark;
  try {
    var stored = localStorage.getItem('isDarkMode');
    dark =
      stored === null
        ? window.matchMedia('(prefers-color-scheme: dark)').matches
        : stored === 'true';
  } catch (error) {
    dark = false;
  }
  if (dark) document.documentElement.classList.add('dark');
})();
