import { RestInput } from '../../../common/validation/rest-input.js';
import { AdminOrderFilter } from '../../dto/order-list.query.js';

/** The export takes the list's status and search (every page). */
export class AdminOrderExportQuery extends RestInput(AdminOrderFilter) {}
