// The API guide page is loaded by the route table; nothing else uses this area.
export {};
