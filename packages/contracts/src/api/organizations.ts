// Filled by the organizations-and-users issue (issue 6).
export {};
