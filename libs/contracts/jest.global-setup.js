// The contracts' tests run on a device far from India (Los Angeles): the date formatters must
// still answer in IST (src/format/date.spec.ts). Set before the test workers start, so they inherit it.
module.exports = () => {
  process.env.TZ = 'America/Los_Angeles';
};
