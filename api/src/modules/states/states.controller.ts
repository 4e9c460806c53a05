import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../auth';
import { ok } from '../../common';
import { StateSearchQuery, StateValidationModel, ValidateStateDto } from './dto/states.dto';
import { StatesService } from './states.service';

@ApiTags('states')
@Public()
@Controller('states')
export class StatesController {
  constructor(private readonly states: StatesService) {}

  @Get('all')
  @ApiOperation({ summary: "India's states and union territories, upper case" })
  @ApiOkResponse({ type: String, isArray: true })
  all() {
    return ok(this.states.all());
  }

  @Get('search')
  @ApiOperation({ summary: 'States and union territories whose name contains the query' })
  @ApiOkResponse({ type: String, isArray: true })
  search(@Query() query: StateSearchQuery) {
    return ok(this.states.search(query.query));
  }

  @Post('validate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether a name is a state or union territory; answers the canonical upper-case name' })
  @ApiOkResponse({ type: StateValidationModel })
  validate(@Body() dto: ValidateStateDto) {
    return ok(this.states.validate(dto.state));
  }
}
