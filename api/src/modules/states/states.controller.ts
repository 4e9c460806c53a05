import { Body, Controller, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { STATES_API } from '@hackathon/contracts';
import { Public } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { StateSearchQuery, ValidateStateDto } from './dto/states.dto';
import { StatesService } from './states.service';

@ApiTags('states')
@Public()
@Controller()
export class StatesController {
  constructor(private readonly states: StatesService) {}

  @ApiEndpoint(STATES_API.all)
  @ApiOperation({ summary: "India's states and union territories, upper case" })
  all() {
    return ok(this.states.all());
  }

  @ApiEndpoint(STATES_API.search)
  @ApiOperation({ summary: 'States and union territories whose name contains the query' })
  search(@Query() query: StateSearchQuery) {
    return ok(this.states.search(query.query));
  }

  @ApiEndpoint(STATES_API.validate)
  @ApiOperation({ summary: 'Whether a name is a state or union territory; answers the canonical upper-case name' })
  validate(@Body() dto: ValidateStateDto) {
    return ok(this.states.validate(dto.state));
  }
}
