import type { MentorTeam } from '@hackathon/contracts';
import { attendanceMark, type AttendanceDay } from '../../schedule';

/** The team's cohort's Day 1-4 marks, as the attendance chips show them. */
export function teamAttendance(team: Pick<MentorTeam, 'attendance'>): AttendanceDay[] {
  const { day1, day2, day3, day4 } = team.attendance;
  return [day1, day2, day3, day4].map((value, index) => ({ day: index + 1, mark: attendanceMark(value) }));
}

/** Leader first, then the members in the order the school listed them. */
export function membersLeaderFirst<T extends { isLeader: boolean }>(members: readonly T[]): T[] {
  return [...members].sort((a, b) => Number(b.isLeader) - Number(a.isLeader));
}
