// The shared jsdom environment copies Node's MessageChannel in; React's scheduler then holds a
// Node MessagePort open and jest never exits ("Jest did not exit one second after the test
// run"). Without it the scheduler falls back to setTimeout, which jest tears down.
delete globalThis.MessageChannel;
