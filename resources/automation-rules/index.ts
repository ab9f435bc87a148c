import AutoModeIcon from '@mui/icons-material/AutoMode';
import { automationRulesResource } from '../../domain/automation/rules';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Automation rules of the manager's desk (spec 4 §5): "when METRIC over PERIOD for SCOPE is OP VALUE, do ACTION", each run logged. */
export default defineResource({
  name: 'automation-rules',
  ...automationRulesResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'userOperations', order: 0.5 } },
  list: lazyScreen(() => import('./AutomationRuleList'), 'AutomationRuleList'),
  show: lazyScreen(() => import('./AutomationRuleShow'), 'AutomationRuleShow'),
  create: lazyScreen(() => import('./AutomationRuleCreate'), 'AutomationRuleCreate'),
  edit: lazyScreen(() => import('./AutomationRuleEdit'), 'AutomationRuleEdit'),
  icon: AutoModeIcon,
  recordRepresentation: 'name',
  names: { en: 'Automation rule |||| Automation rules' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'automationRuleMessages'),
});
