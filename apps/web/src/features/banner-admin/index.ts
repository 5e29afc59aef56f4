// The /admin/banner screens are loaded by the route table; nothing else uses this area.
export {};
