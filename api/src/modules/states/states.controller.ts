import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { STATES_API } from '@hackathon/contracts';
import { Public } from '../../auth';
import { ApiResult, ok } from '../../common';
import { StateSearchQuery, ValidateStateDto } from './dto/states.dto';
import { StatesService } from './states.service';

@ApiTags('states')
@Public()
@Controller('states')
export class StatesController {
  constructor(private readonly states: StatesService) {}

  @Get('all')
  @ApiOperation({ summary: "India's states and union territories, upper case" })
  @ApiResult(STATES_API.all)
  all() {
    return ok(this.states.all());
  }

  @Get('search')
  @ApiOperation({ summary: 'States and union territories whose name contains the query' })
  @ApiResult(STATES_API.search)
  search(@Query() query: StateSearchQuery) {
    return ok(this.states.search(query.query));
  }

  @Post('validate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether a name is a state or union territory; answers the canonical upper-case name' })
  @ApiResult(STATES_API.validate)
  validate(@Body() dto: ValidateStateDto) {
    return ok(this.states.validate(dto.state));
  }
}
