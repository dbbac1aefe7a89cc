import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { PrismaService } from '../database/prisma.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { Prisma, type Backup } from '../generated/prisma/client.js';
import { Telemetry } from '../common/telemetry/telemetry.js';
import type { BackupFailureReason } from '../generated/prisma/enums.js';
import { AppError } from '../common/errors/app-error.js';
import { BackupErrors } from './backup-errors.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { recordAudit } from '../audit/audit.js';
import { BACKUP_ARCHIVE_STORAGE, FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { SettingsService } from '../settings/settings.service.js';
import { BackupArchiveStore } from './archive-store.js';
import {
  checkArchiveFits,
  checkRows,
  invalidArchive,
  unpackArchive,
  writeArchive,
  type StoredFile,
  type UnpackedArchive,
} from './backup-archive.js';
import {
  dataTables,
  dumpTable,
  fixTextForm,
  insertLines,
  KEPT_TABLE,
  appliedMigrations,
  quoteIdent,
  resetSequences,
  takeSnapshot,
} from './database-snapshot.js';
import { dueSlot } from './backup-schedule.js';

/** A snapshot or a restore may take a while on a large office; Prisma's default is 5 seconds. */
const LONG_TRANSACTION = { maxWait: 60_000, timeout: 30 * 60_000 };

/** How often the process making a backup renews its heartbeat. */
const HEARTBEAT_MS = 30_000;
/**
 * A running backup whose heartbeat is older than this was abandoned: its process renews it every 30
 * seconds, so ten missed beats mean that process is gone (or cannot reach the database, and then could
 * not record the backup as finished either). Measured on the database's clock, which every replica shares.
 */
const ABANDONED_AFTER_MS = 5 * 60_000;

/** A backup that could not be made, with the reason the admin is shown. */
class BackupFailure extends Error {
  constructor(
    readonly reason: BackupFailureReason,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

export type RestoreResult = { restoredAt: Date; tables: number; rows: number; files: number };

/**
 * Backups of the whole office without `pg_dump`: a logical snapshot of every table plus every uploaded
 * file in one `.tar.gz`, the same on PGlite and PostgreSQL (toolchain notes, "Backups without pg_dump").
 */
@Injectable()
export class BackupsService {
  private readonly logger = new Logger(BackupsService.name);
  private readonly archives: BackupArchiveStore;
  /** The backups this process is making: never taken for abandoned by its own sweep. */
  private readonly making = new Set<number>();
  /** How often a running backup's heartbeat is renewed (tests shorten it to see it renewed). */
  heartbeatMs = HEARTBEAT_MS;

  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: SettingsService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(BACKUP_ARCHIVE_STORAGE) archiveStorage: FileStorage,
    private readonly telemetry: Telemetry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.archives = new BackupArchiveStore(archiveStorage);
  }

  list(): Promise<Backup[]> {
    return this.prisma.backup.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }

  private async getOrThrow(id: number) {
    const backup = await this.prisma.backup.findUnique({ where: { id } });
    if (!backup) throw BackupErrors.BACKUP_NOT_FOUND();
    return backup;
  }

  /**
   * "Create now": answers the finished backup and the ids of the older ones pruned to keep `keep_backups`
   * (or the error that stopped it, recorded as failed).
   */
  async createNow(caller: AuthUser): Promise<{ backup: Backup; prunedIds: number[] }> {
    const backup = await this.prisma.$transaction(async (tx) => {
      const row = await tx.backup.create({
        data: { fileName: newFileName(), trigger: 'manual', createdById: caller.id },
      });
      await recordAudit(tx, { actor: caller, action: 'backup.create', entityType: 'backup', entityId: row.id });
      return row;
    });
    const done = await this.complete(backup);
    return { backup: done, prunedIds: await this.prune() };
  }

  /**
   * The schedule's backup for the slot due at `now`, if not made yet. The slot's unique row makes it
   * once however many instances ask at the same moment; the others answer undefined.
   */
  async runSchedule(now = new Date()): Promise<Backup | undefined> {
    const slot = dueSlot(await this.settings.get('backup'), now);
    if (!slot) return undefined;
    let backup: Backup;
    try {
      backup = await this.prisma.backup.create({
        data: { fileName: newFileName(now), trigger: 'scheduled', slot: slot.key },
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return undefined;
      throw error;
    }
    const done = await this.complete(backup, false);
    await this.prune();
    return done;
  }

  /**
   * Makes the backup's archive, renewing its heartbeat meanwhile; records it completed, or failed with the
   * reason (a storage or database that cannot be reached) and answers or throws that.
   */
  private async complete(backup: Backup, rethrow = true): Promise<Backup> {
    this.making.add(backup.id);
    const beating = setInterval(() => void this.beat(backup.id), this.heartbeatMs);
    try {
      const size = await this.writeArchiveOf(backup);
      // Cleared too: a sweep that took it for abandoned while this process could not reach the database was wrong.
      const done = await this.prisma.backup.update({
        where: { id: backup.id },
        data: { status: 'completed', sizeBytes: size, completedAt: new Date(), failureReason: null, error: null },
      });
      this.telemetry.recordBackup(backup.trigger, 'completed');
      return done;
    } catch (error) {
      const failure = error instanceof BackupFailure ? error : new BackupFailure('database_error', error);
      this.logger.error({ err: failure.cause, backup: backup.id, reason: failure.reason }, 'Backup failed');
      const failed = await this.prisma.backup.update({
        where: { id: backup.id },
        data: {
          status: 'failed',
          failureReason: failure.reason,
          error: failure.message.slice(0, 500),
          completedAt: new Date(),
        },
      });
      this.telemetry.recordBackup(backup.trigger, 'failed');
      if (rethrow) throw new AppError('INTERNAL', 'تعذر إنشاء النسخة الاحتياطية');
      return failed;
    } finally {
      clearInterval(beating);
      this.making.delete(backup.id);
    }
  }

  /** The snapshot and the files into the archive storage; answers the archive's size. */
  private async writeArchiveOf(backup: Backup): Promise<number> {
    const snapshot = await this.prisma
      .$transaction((tx) => takeSnapshot(tx), LONG_TRANSACTION)
      .catch((error: unknown) => {
        throw new BackupFailure('database_error', error);
      });
    const target = this.archives.create(backup.fileName);
    try {
      await writeArchive(target.stream, snapshot, this.storedFiles(), this.prisma.connection.kind);
      return await target.commit();
    } catch (error) {
      // The storage that failed may fail this too: the partial archive is then left for the leftover sweep.
      await target
        .abort()
        .catch((abortError: unknown) =>
          this.logger.warn({ err: abortError, backup: backup.id }, "Could not remove a failed backup's archive"),
        );
      throw new BackupFailure('storage_unavailable', error);
    }
  }

  /** Renews a running backup's heartbeat, on the database's clock. */
  private async beat(id: number) {
    try {
      await this.prisma.$executeRaw`UPDATE backups SET heartbeat_at = now() WHERE id = ${id} AND status = 'running'`;
    } catch (error) {
      this.logger.warn({ err: error, backup: id }, "Could not renew a backup's heartbeat");
    }
  }

  private async *storedFiles(): AsyncIterable<StoredFile> {
    for await (const key of this.storage.list()) {
      const opened = await this.storage.open(key);
      if (opened) yield { key, ...opened }; // else deleted since it was listed
    }
  }

  /** Keeps the newest `keep_backups` finished backups; older archives and their rows go. Answers their ids. */
  async prune(): Promise<number[]> {
    const { keep_backups: keep } = await this.settings.get('backup');
    const old = await this.prisma.backup.findMany({
      where: { status: { not: 'running' } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: keep,
    });
    for (const backup of old) {
      await this.archives.delete(backup.fileName);
      await this.prisma.backup.deleteMany({ where: { id: backup.id } });
    }
    return old.map((backup) => backup.id);
  }

  async remove(caller: AuthUser, id: number): Promise<void> {
    const backup = await this.getOrThrow(id);
    if (backup.status === 'running') throw BackupErrors.BACKUP_RUNNING();
    await this.prisma.$transaction(async (tx) => {
      await tx.backup.delete({ where: { id } });
      await recordAudit(tx, {
        actor: caller,
        action: 'backup.delete',
        entityType: 'backup',
        entityId: id,
        details: { fileName: backup.fileName },
      });
    });
    if (backup.status === 'completed') {
      await this.archives.delete(backup.fileName);
      return;
    }
    // A failed backup has no whole archive (its making removed what it could), so a storage still out of
    // reach does not keep its record from going.
    await this.archives
      .delete(backup.fileName)
      .catch((error: unknown) =>
        this.logger.warn({ err: error, backup: id }, "Could not remove a failed backup's archive"),
      );
  }

  async open(id: number): Promise<{ backup: Backup; stream: Readable; size: number }> {
    const backup = await this.getOrThrow(id);
    const opened = backup.status === 'completed' ? await this.archives.open(backup.fileName) : undefined;
    if (!opened) throw BackupErrors.BACKUP_NOT_FOUND();
    return { backup, ...opened };
  }

  async restoreFromList(caller: AuthUser, id: number): Promise<RestoreResult> {
    const { backup, stream } = await this.open(id);
    return this.restore(caller, stream, { backupId: backup.id, fileName: backup.fileName });
  }

  /** An archive uploaded by the admin (e.g. downloaded from another installation), read from a temporary file. */
  restoreFromUpload(caller: AuthUser, file: { path: string; originalName: string }): Promise<RestoreResult> {
    return this.restore(caller, createReadStream(file.path), { fileName: file.originalName, uploaded: true });
  }

  /**
   * Unpacks and checks every entry first, then in ONE transaction: checks the migrations and tables
   * match, empties the tables, inserts the rows back, verifies each table's checksum, resets the
   * sequences and records the restore; only after the commit are the files swapped in.
   */
  private async restore(caller: AuthUser, source: Readable, details: Prisma.InputJsonObject): Promise<RestoreResult> {
    const folder = await mkdtemp(path.join(tmpdir(), 'legal-restore-'));
    try {
      const archive = await unpackArchive(source, folder, this.config.backupRestoreMaxBytes);
      const counts = await this.prisma
        .$transaction((tx) => this.restoreTables(tx, caller, archive, details), LONG_TRANSACTION)
        .catch((error: unknown) => {
          if (error instanceof AppError) throw error;
          // A value the database refuses (checksums forged to match): rolled back, nothing changed.
          this.logger.warn({ err: error }, 'Restore refused by the database');
          throw invalidArchive('archive_rows');
        });
      const files = await this.swapFilesIn(archive);
      return { restoredAt: new Date(), tables: counts.tables, rows: counts.rows, files };
    } finally {
      source.destroy();
      await rm(folder, { recursive: true, force: true });
    }
  }

  private async restoreTables(
    tx: Prisma.TransactionClient,
    caller: AuthUser,
    archive: UnpackedArchive,
    details: Prisma.InputJsonObject,
  ) {
    const { manifest } = archive;
    await fixTextForm(tx);
    // Rows put back are not changes: the triggers that record webhook events stand aside (migration `webhooks`).
    await tx.$queryRawUnsafe(`SELECT set_config('legal.restoring', 'on', true)`);
    const tables = await dataTables(tx);
    checkArchiveFits(manifest, await appliedMigrations(tx), tables);
    // The backup records describe archives that still exist: they outlive the restore.
    const kept = await dumpTable(tx, await keptTableShape(tx));
    await tx.$executeRawUnsafe(`TRUNCATE ${[...tables.map((t) => t.name), KEPT_TABLE].map(quoteIdent).join(', ')}`);
    let rows = 0;
    for (const table of tables) {
      const lines = await archive.tableLines(table.name);
      const expected = manifest.tables.find((t) => t.name === table.name)!;
      if (lines.length !== expected.rows) throw invalidArchive('archive_rows');
      checkRows(table, lines);
      await insertLines(tx, table, lines);
      rows += lines.length;
    }
    for (const table of tables) {
      const expected = manifest.tables.find((t) => t.name === table.name)!;
      const restored = await dumpTable(tx, table);
      // Values not in PostgreSQL's own text form (`01` for 1) do not read back the same: rolled back, nothing changed.
      if (restored.sha256 !== expected.sha256 || restored.rows !== expected.rows) throw invalidArchive('archive_rows');
    }
    await resetSequences(tx, manifest.sequences);
    await insertLines(tx, kept, await keptRows(tx, kept));
    // Recorded in the restored log; the admin may not exist in a foreign office's data, so the e-mail is kept too.
    const callerStays = await tx.user.findUnique({ where: { id: caller.id }, select: { id: true } });
    await tx.auditLog.create({
      data: {
        actorId: callerStays ? caller.id : null,
        action: 'backup.restore',
        entityType: 'backup',
        entityId: typeof details.backupId === 'number' ? String(details.backupId) : null,
        details: {
          ...details,
          by: caller.email,
          tables: tables.length,
          rows,
          files: manifest.files.length,
          archiveCreatedAt: manifest.createdAt,
        },
      },
    });
    return { tables: tables.length, rows };
  }

  /** Puts every archived file back and removes the ones the archive does not have. */
  private async swapFilesIn(archive: UnpackedArchive): Promise<number> {
    const wanted = new Set(archive.manifest.files.map((f) => f.key));
    for (const file of archive.manifest.files) {
      const bytes = await readFile(archive.filePath(file.key));
      const type = (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
      await this.storage.put(file.key, bytes, type);
    }
    const extra: string[] = [];
    for await (const key of this.storage.list()) if (!wanted.has(key)) extra.push(key);
    for (const key of extra) await this.storage.delete(key);
    return wanted.size;
  }

  /**
   * Marks failed (`interrupted`) every running backup that no live process is making: one whose heartbeat
   * stopped ABANDONED_AFTER_MS ago (a crash, a restart, a replica gone). Called at start-up and hourly by
   * every replica: one UPDATE, so replicas sweeping at once fail a row once, and a replica still making
   * its backup keeps beating, so it is never taken. Answers how many were marked.
   */
  async failAbandoned(): Promise<number> {
    const [{ cutoff }] = await this.prisma.$queryRaw<
      { cutoff: Date }[]
    >`SELECT now() - ${ABANDONED_AFTER_MS} * interval '1 millisecond' AS cutoff`;
    const { count } = await this.prisma.backup.updateMany({
      where: { status: 'running', heartbeatAt: { lt: cutoff }, id: { notIn: [...this.making] } },
      data: {
        status: 'failed',
        failureReason: 'interrupted',
        error: 'The server making it stopped before it finished',
        completedAt: new Date(),
      },
    });
    return count;
  }
}

function newFileName(at = new Date()) {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `backup-${stamp}-${randomBytes(4).toString('hex')}.tar.gz`;
}

async function keptTableShape(tx: Prisma.TransactionClient) {
  const columns = await tx.$queryRawUnsafe<{ name: string; type: string }[]>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
     WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    quoteIdent(KEPT_TABLE),
  );
  return { name: KEPT_TABLE, columns };
}

/** The kept backup rows, with their creator cleared when that user is not in the restored data. */
async function keptRows(tx: Prisma.TransactionClient, kept: { columns: { name: string }[]; lines: string[] }) {
  const users = new Set((await tx.user.findMany({ select: { id: true } })).map((u) => String(u.id)));
  const creator = kept.columns.findIndex((c) => c.name === 'created_by_id');
  return kept.lines.map((line) => {
    const values = JSON.parse(line) as (string | null)[];
    if (creator >= 0 && values[creator] !== null && !users.has(values[creator])) values[creator] = null;
    return JSON.stringify(values);
  });
}
