require('@testing-library/jest-dom');

// Lazy pages are compiled on first import; on a cold cache (a fresh clone in CI) that alone
// can take longer than Testing Library's 1 s default. An element that never appears still fails.
// Testing Library is the package's own dependency, so it is resolved from the package under test.
let testingLibrary = null;
try {
  testingLibrary = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
} catch {
  // a package that tests the DOM without Testing Library
}
testingLibrary?.configure({ asyncUtilTimeout: 5000 });
