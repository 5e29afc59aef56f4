// The /admin/board screens are loaded by the route table; nothing else uses this area.
export {};
