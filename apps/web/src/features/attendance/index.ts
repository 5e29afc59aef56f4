// What the rest of the site may use from the attendance check. The screen is loaded by the route table.
export { attendanceKeys } from './api/keys';
