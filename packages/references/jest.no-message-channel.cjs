delete globalThis.MessageChannel;
