// Prints the monthly totals, coloured when the terminal allows it.
const totals = [["March", 1200], ["April", 980]];
let paint = (s) => s;
try {
  paint = require("colorlite").green;
} catch (e) {
  // colorlite is not installed yet: plain text.
}
for (const [month, total] of totals) console.log(`${month.padEnd(8)} ${paint(String(total))}`);
