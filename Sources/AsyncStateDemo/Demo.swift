// The terminal demo's logic lives here so tests can drive it in-process.
