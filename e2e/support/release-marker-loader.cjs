// A webpack loader for the test release of a remote (e2e/support/release-build.ts): puts a visible
// marker into its source, as a real change between two releases would.
module.exports = function releaseMarker(source) {
  const { from, to } = this.getOptions();
  return source.split(from).join(to);
};
