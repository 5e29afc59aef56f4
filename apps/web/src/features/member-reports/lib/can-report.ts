/** Who is on the other end of a report, as the places offering 신고하기 know them. */
export interface ReportedMemberRef {
  /** Absent where only the nickname is shown. */
  userId?: string | null;
  nickname: string;
}

interface Viewer {
  user_id: string;
  nickname: string;
  type: string;
}

/** 신고하기 shows for a logged-in member who is not banned, about someone else (the server checks again). */
export function canReportMember(viewer: Viewer | null, member: ReportedMemberRef): boolean {
  if (!viewer || viewer.type === '밴 유저') return false;
  if (member.userId && member.userId.toLowerCase() === viewer.user_id.toLowerCase()) return false;
  return member.nickname !== viewer.nickname;
}
