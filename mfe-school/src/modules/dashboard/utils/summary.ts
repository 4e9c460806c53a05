// The counts moved to modules/shared/utils/summary.ts (issue 23: team logic other modules use lives in
// shared). This re-export only serves hooks/useSchoolDashboard.ts until its import points there.
export * from '../../shared/utils/summary';
