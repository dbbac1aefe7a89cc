import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendImage } from '../catalog/public-image.js';
import { CmsService } from './cms.service.js';

/** What the public pages show: the CMS content, the logo and the favicon. */
@ApiTags('content')
@Controller('content')
export class ContentController {
  constructor(private readonly cms: CmsService) {}

  @Get()
  async get() {
    return { data: await this.cms.getAll() };
  }

  @Get('logo')
  @ApiProduces('image/png', 'image/jpeg')
  @ApiQuery({ name: 'v', required: false, description: 'Version from logo_url; with it the answer is cached for a year.' })
  async logo(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return sendImage(request, response, await this.cms.openBrandFile('logo'));
  }

  @Get('favicon')
  @ApiProduces('image/png', 'image/x-icon')
  @ApiQuery({ name: 'v', required: false, description: 'Version from favicon_url; with it the answer is cached for a year.' })
  async favicon(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return sendImage(request, response, await this.cms.openBrandFile('favicon'));
  }
}
