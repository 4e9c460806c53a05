import { formatDate, mentorAccountText, type Judge } from '@hackathon/contracts';
import { StatusBadge, type GridColDef } from '@hackathon/ui';
import type { Translate } from '../../../../../i18n';
import type { JudgeActions } from '../utils/judgeActions';
import { judgeSchool } from '../utils/judgeView';
import { JudgeRowActions } from './JudgeRowActions';

/** The table's columns; name, home region and added sort on the server (ADMIN_JUDGE_SORTS). */
export const judgeColumns = (t: Translate, actions: JudgeActions): GridColDef<Judge>[] => [
  { field: 'name', headerName: t('backoffice.field.name'), flex: 1, minWidth: 160 },
  { field: 'email', headerName: t('backoffice.field.email'), flex: 1.1, minWidth: 190 },
  { field: 'organisation', headerName: t('backoffice.judges.organisation'), flex: 1, minWidth: 150 },
  { field: 'expertise', headerName: t('backoffice.judges.expertise'), flex: 1, minWidth: 150 },
  { field: 'homeRegion', headerName: t('backoffice.judges.homeRegion'), width: 130, valueGetter: (_value, row) => row.homeRegion ?? t('backoffice.common.none') },
  { field: 'school', headerName: t('backoffice.field.school'), flex: 1, minWidth: 170, valueGetter: (_value, row) => judgeSchool(row) ?? t('backoffice.common.none') },
  { field: 'isActive', headerName: t('backoffice.field.status'), width: 110, renderCell: ({ row }) => <StatusBadge status={row.isActive} /> },
  { field: 'account', headerName: t('backoffice.mentors.account.title'), width: 230, valueGetter: (_value, row) => mentorAccountText(row.account) },
  { field: 'createdAt', headerName: t('backoffice.field.added'), width: 120, valueGetter: (_value, row) => formatDate(row.createdAt) },
  {
    field: 'actions',
    headerName: t('backoffice.field.actions'),
    width: 260,
    renderCell: ({ row, tabIndex }) => <JudgeRowActions row={row} actions={actions} tabIndex={tabIndex} />,
  },
];
