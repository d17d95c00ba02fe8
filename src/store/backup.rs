//! A whole store in one file, and back: `cantina backup FILE` and `cantina restore FILE`.
//!
//! The file starts with a header (a magic line and a format version) and the next id
//! the store would give, then every tree by name with every entry, and ends with the
//! number of entries written and a checksum of the whole file (format 2). A restore
//! reads and checks the whole file before it writes anything, so a truncated or damaged
//! file leaves the store empty. Keys and values are kept
//! as bytes: a record keeps its own schema, and the bot that reads it later migrates
//! it as it would any stored record.
//!
//! sled lets one process open a database: with sled, `cantina backup` runs while the
//! bot is stopped, and the running bot writes a backup itself on SIGUSR1
//! ([`Store::backup_to`]). With PostgreSQL, `cantina backup` runs beside the bots. Either
//! way the copy is the store as of the moment the backup began, while tables go on
//! changing: PostgreSQL reads it in one snapshot, and sled keeps the values that writes
//! replace while the backup reads (`kv/sled_snapshot.rs`).

use super::kv::Space;
use super::{Store, StoreError};
use std::io::{BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::Path;

/// The first bytes of a backup file.
const MAGIC: &[u8] = b"CANTINA-BACKUP\n";
/// The format this build writes (and the newest it reads). Format 2 adds a checksum
/// after the entry count; format 1 files (no checksum) are still read.
pub const FORMAT: u32 = 2;
/// The longest key a backup may hold: a length above it is damage, refused before
/// anything is allocated for it.
const MAX_KEY: usize = 64 * 1024;
/// The longest value a backup may hold (a record is far smaller).
const MAX_VALUE: usize = 256 * 1024 * 1024;

/// FNV-1a, 64 bits: the backup's checksum (catches a damaged or cut file; it is no
/// protection against a file altered on purpose).
#[derive(Clone, Copy)]
struct Checksum(u64);

impl Checksum {
    fn new() -> Checksum {
        Checksum(0xcbf2_9ce4_8422_2325)
    }
    fn add(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}
/// The default tree's key holding the id floor of a restored store.
pub(super) const ID_FLOOR: &[u8] = b"id_floor";

const TREE: u8 = 1;
const ENTRY: u8 = 2;
const END: u8 = 0;

/// Entries written per round trip by a copy.
const COPY_BATCH: usize = 1000;

/// What a backup or restore copied.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Copied {
    /// Entries per tree, by tree name.
    pub trees: Vec<(String, u64)>,
}

impl Copied {
    pub fn entries(&self) -> u64 {
        self.trees.iter().map(|(_, n)| n).sum()
    }
}

impl std::fmt::Display for Copied {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} entries", self.entries())?;
        for (name, n) in &self.trees {
            write!(f, ", {name}: {n}")?;
        }
        Ok(())
    }
}

fn io_error(path: &Path, err: std::io::Error) -> StoreError {
    StoreError::Encode(format!("{}: {err}", path.display()))
}

fn tree_name(space: Space) -> String {
    match space {
        Space::Meta => "default".into(),
        other => other.name().into(),
    }
}

impl Store {
    /// Write a copy of the whole store to `file` (through a temporary file beside it,
    /// synced and renamed, so `file` is either the old copy or the new whole one).
    pub fn backup_to(&self, file: &Path) -> Result<Copied, StoreError> {
        let partial = file.with_extension("partial");
        let out = std::fs::File::create(&partial).map_err(|e| io_error(&partial, e))?;
        let mut out = BufWriter::new(out);
        let mut copied = Copied::default();
        // Every byte after the header, then the header (its next id is known last).
        let sum = std::cell::Cell::new(Checksum::new());
        let write = |out: &mut BufWriter<std::fs::File>, bytes: &[u8]| {
            let mut s = sum.get();
            s.add(bytes);
            sum.set(s);
            out.write_all(bytes).map_err(|e| io_error(&partial, e))
        };
        out.write_all(MAGIC)
            .and_then(|_| out.write_all(&FORMAT.to_be_bytes()))
            .map_err(|e| io_error(&partial, e))?;
        // The next id is written once every entry is read (below): an id taken while
        // the copy is made is then below it, so a restored store never gives it again.
        out.write_all(&0u64.to_be_bytes())
            .map_err(|e| io_error(&partial, e))?;
        // Each tree's header comes before its entries, also for a tree with none.
        let mut headed = 0;
        let mut head_up_to = |out: &mut BufWriter<std::fs::File>, last: usize| {
            while headed <= last {
                let name = Space::ALL[headed].name().as_bytes();
                write(out, &[TREE])?;
                write(out, &(name.len() as u32).to_be_bytes())?;
                write(out, name)?;
                headed += 1;
            }
            Ok::<_, StoreError>(())
        };
        let mut counts = [0u64; Space::ALL.len()];
        // One snapshot of every tree: bots sharing a PostgreSQL database may write
        // meanwhile, and the copy still holds the store as of one moment.
        self.kv
            .scan_snapshot(&Space::ALL, &mut |space, (key, value)| {
                let tree = Space::ALL.iter().position(|s| *s == space).unwrap_or(0);
                head_up_to(&mut out, tree)?;
                write(&mut out, &[ENTRY])?;
                write(&mut out, &(key.len() as u32).to_be_bytes())?;
                write(&mut out, &key)?;
                write(&mut out, &(value.len() as u32).to_be_bytes())?;
                write(&mut out, &value)?;
                counts[tree] += 1;
                Ok(())
            })?;
        head_up_to(&mut out, Space::ALL.len() - 1)?;
        for (space, n) in Space::ALL.iter().zip(counts) {
            copied.trees.push((tree_name(*space), n));
        }
        let total: u64 = counts.iter().sum();
        write(&mut out, &[END])?;
        write(&mut out, &total.to_be_bytes())?;
        let next_id = self.next_id()?;
        let mut sum = sum.get();
        sum.add(MAGIC);
        sum.add(&FORMAT.to_be_bytes());
        sum.add(&next_id.to_be_bytes());
        out.write_all(&sum.0.to_be_bytes())
            .map_err(|e| io_error(&partial, e))?;
        let mut out = out
            .into_inner()
            .map_err(|e| io_error(&partial, e.into_error()))?;
        out.seek(SeekFrom::Start((MAGIC.len() + 4) as u64))
            .and_then(|_| out.write_all(&next_id.to_be_bytes()))
            .map_err(|e| io_error(&partial, e))?;
        out.sync_all().map_err(|e| io_error(&partial, e))?;
        drop(out);
        std::fs::rename(&partial, file).map_err(|e| io_error(file, e))?;
        Ok(copied)
    }

    /// Whether the store holds nothing at all (a restore goes only into such a store).
    pub fn is_empty(&self) -> Result<bool, StoreError> {
        for space in Space::ALL {
            for entry in self.kv.range(space, &[], None) {
                // The markers every opened store writes are not content.
                let key = entry?.0;
                if key != super::LAYOUT_KEY && key != super::encoding::SUMMARIES_COMPLETE {
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }

    /// Load a backup written by [`Store::backup_to`] into this store, which must be
    /// empty; flushed before it returns. Ids given afterwards are above the backup's.
    ///
    /// All or nothing: the whole file is read and checked first (every section, the
    /// entry count, the checksum, a layout this build knows), and only a file that
    /// passes is written; a damaged or cut file leaves the store empty. Should writing
    /// fail half-way, the store's ids are already above the backup's, so a bot started
    /// on it never gives a restored table's id again.
    pub fn restore_from(&self, file: &Path) -> Result<Copied, StoreError> {
        if !self.is_empty()? {
            return Err(StoreError::Encode(
                "the store is not empty: a backup is restored only into an empty store \
                 (move the database directory aside first)"
                    .into(),
            ));
        }
        let bad = |reason: &str| StoreError::Corrupt {
            key: file.display().to_string(),
            reason: reason.to_string(),
        };
        // First pass: read and check everything, write nothing.
        let mut layout: Option<u32> = None;
        let (next_id, copied) = read_backup(file, &mut |space, key, value| {
            if space == Space::Meta && key == super::LAYOUT_KEY {
                layout = value.try_into().ok().map(u32::from_be_bytes);
            }
            Ok(())
        })?;
        if let Some(found) = layout.filter(|&found| found > super::LAYOUT) {
            return Err(StoreError::NewerDatabase {
                found,
                known: super::LAYOUT,
            });
        }
        // Ids first: whatever happens next, a restored table's id is never given again.
        self.raise_ids(next_id)?;
        let mut batch: Vec<(Vec<u8>, Vec<u8>)> = Vec::new();
        let mut tree: Option<Space> = None;
        let mut write = |space: Space, key: &[u8], value: &[u8]| {
            if tree.is_some_and(|t| t != space) || batch.len() >= 512 {
                if let Some(previous) = tree {
                    self.kv.insert_many(previous, &batch)?;
                }
                batch.clear();
            }
            tree = Some(space);
            batch.push((key.to_vec(), value.to_vec()));
            Ok(())
        };
        let (_, written) = read_backup(file, &mut write)?;
        if let Some(space) = tree {
            self.kv.insert_many(space, &batch)?;
        }
        if written != copied {
            return Err(bad("the file changed while it was restored"));
        }
        // Again: the backup's own floor (a store restored before) may have replaced it.
        self.raise_ids(next_id)?;
        // A backup of an older layout lacks today's indexes.
        self.build_indexes()?;
        self.kv.flush()?;
        Ok(copied)
    }

    /// Copy every entry of this store into `target` (`cantina migrate`), which must be
    /// empty: upserts in batches. Ids `target` gives afterwards stay above this store's. Returns what was
    /// copied; [`Store::check_copy`] then compares the counts.
    pub fn copy_into(&self, target: &Store) -> Result<Copied, StoreError> {
        // Once bots have written to the target, a copy would put back what changed
        // there since: people forgotten there among them.
        if !target.is_empty()? {
            return Err(StoreError::Encode(
                "the target database is not empty: migrate copies into an empty database \
                 only (once bots have run on it, a copy would bring back what changed \
                 there since, people who asked to be forgotten among them); to migrate \
                 again, drop and create the database first"
                    .into(),
            ));
        }
        let floor = self.next_id()?;
        let mut copied = Copied::default();
        for space in Space::ALL {
            let mut batch = Vec::with_capacity(COPY_BATCH);
            let mut n = 0u64;
            for entry in self.kv.range(space, &[], None) {
                batch.push(entry?);
                n += 1;
                if batch.len() == COPY_BATCH {
                    target.kv.insert_many(space, &batch)?;
                    batch.clear();
                }
            }
            target.kv.insert_many(space, &batch)?;
            copied.trees.push((tree_name(space), n));
        }
        target.raise_ids(floor)?;
        target.kv.flush()?;
        Ok(copied)
    }

    /// Whether `target` holds at least what [`Store::copy_into`] copied, space by
    /// space: the spaces that hold fewer, with (copied, found).
    pub fn check_copy(&self, copied: &Copied) -> Result<Vec<(String, u64, u64)>, StoreError> {
        let mut short = Vec::new();
        for space in Space::ALL {
            let name = tree_name(space);
            let want = copied
                .trees
                .iter()
                .find(|(n, _)| *n == name)
                .map_or(0, |(_, n)| *n);
            let found = self.kv.len(space)?;
            if found < want {
                short.push((name, want, found));
            }
        }
        Ok(short)
    }
}

/// What [`read_backup`] does with each entry it reads (its tree, key and value).
type OnEntry<'a> = dyn FnMut(Space, &[u8], &[u8]) -> Result<(), StoreError> + 'a;

/// Read a whole backup file, handing each entry to `entry` in order, and check it: its
/// sections, lengths (bounded before anything is allocated), entry count and (format 2)
/// checksum. Returns the next id it names and what it holds.
fn read_backup(file: &Path, entry: &mut OnEntry<'_>) -> Result<(u64, Copied), StoreError> {
    let bad = |reason: &str| StoreError::Corrupt {
        key: file.display().to_string(),
        reason: reason.to_string(),
    };
    let input = std::fs::File::open(file).map_err(|e| io_error(file, e))?;
    let mut left = input.metadata().map_err(|e| io_error(file, e))?.len();
    let mut input = BufReader::new(input);
    let sum = std::cell::Cell::new(Checksum::new());
    let mut read = |len: usize, summed: bool| -> Result<Vec<u8>, StoreError> {
        // A length the rest of the file cannot hold is a cut or damaged file: refused
        // before it is allocated.
        if len as u64 > left {
            return Err(bad("the file ends early (a truncated backup)"));
        }
        let mut bytes = vec![0; len];
        input
            .read_exact(&mut bytes)
            .map_err(|_| bad("the file ends early (a truncated backup)"))?;
        left -= len as u64;
        if summed {
            let mut s = sum.get();
            s.add(&bytes);
            sum.set(s);
        }
        Ok(bytes)
    };
    let u32_of = |b: Vec<u8>| u32::from_be_bytes(b.try_into().unwrap_or_default());
    let u64_of = |b: Vec<u8>| u64::from_be_bytes(b.try_into().unwrap_or_default());
    let magic = read(MAGIC.len(), false)?;
    if magic != MAGIC {
        return Err(bad("not a Cantina backup"));
    }
    let format = u32_of(read(4, false)?);
    if format > FORMAT {
        return Err(bad(&format!(
            "backup format {format} is newer than this bot's ({FORMAT}): restore it with \
             the newer bot"
        )));
    }
    let next_id = u64_of(read(8, false)?);
    let mut copied = Copied::default();
    let mut tree: Option<Space> = None;
    let mut total = 0u64;
    loop {
        match read(1, true)?[0] {
            TREE => {
                let len = u32_of(read(4, true)?) as usize;
                if len > MAX_KEY {
                    return Err(bad("a tree name is too long (a damaged backup)"));
                }
                let name = read(len, true)?;
                let name = String::from_utf8_lossy(&name).into_owned();
                let space =
                    Space::from_name(&name).ok_or_else(|| bad(&format!("unknown tree {name}")))?;
                tree = Some(space);
                copied.trees.push((tree_name(space), 0));
            }
            ENTRY => {
                let len = u32_of(read(4, true)?) as usize;
                if len > MAX_KEY {
                    return Err(bad("a key is too long (a damaged backup)"));
                }
                let key = read(len, true)?;
                let len = u32_of(read(4, true)?) as usize;
                if len > MAX_VALUE {
                    return Err(bad("a value is too long (a damaged backup)"));
                }
                let value = read(len, true)?;
                let Some(space) = tree else {
                    return Err(bad("an entry before its tree"));
                };
                entry(space, &key, &value)?;
                if let Some((_, n)) = copied.trees.last_mut() {
                    *n += 1;
                }
                total += 1;
            }
            END => {
                if u64_of(read(8, true)?) != total {
                    return Err(bad("the entry count does not match"));
                }
                break;
            }
            _ => return Err(bad("unknown section")),
        }
    }
    if format >= 2 {
        let mut sum = sum.get();
        sum.add(MAGIC);
        sum.add(&format.to_be_bytes());
        sum.add(&next_id.to_be_bytes());
        let expected = sum.0;
        if u64_of(read(8, false)?) != expected {
            return Err(bad("the checksum does not match (a damaged backup)"));
        }
    }
    if left > 0 {
        return Err(bad("bytes follow the end of the backup"));
    }
    Ok((next_id, copied))
}

#[cfg(test)]
mod tests {
    use super::super::Store;
    use super::Space;

    #[test]
    fn a_backup_restores_every_entry_and_ids_stay_unique() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("a")).unwrap();
        let mut last = 0;
        for _ in 0..5 {
            last = store.next_id().unwrap();
            store
                .tables()
                .save(last, &serde_json::json!({"schema": 1, "n": last}))
                .unwrap();
        }
        store.kv.insert(Space::Meta, b"forgotten/9", &[1]).unwrap();
        let file = dir.path().join("backup");
        let copied = store.backup_to(&file).unwrap();
        let restored = Store::open(&dir.path().join("b")).unwrap();
        assert_eq!(restored.restore_from(&file).unwrap(), copied);
        assert_eq!(restored.tables().live_count(), 5);
        assert!(restored
            .kv
            .get(Space::Meta, b"forgotten/9")
            .unwrap()
            .is_some());
        assert!(
            restored.next_id().unwrap() > last,
            "ids are never given twice"
        );
        // Not into a store holding something.
        assert!(restored.restore_from(&file).is_err());
    }

    #[test]
    fn a_truncated_backup_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("a")).unwrap();
        store
            .tables()
            .save(1, &serde_json::json!({"schema": 1}))
            .unwrap();
        let file = dir.path().join("backup");
        store.backup_to(&file).unwrap();
        let bytes = std::fs::read(&file).unwrap();
        std::fs::write(&file, &bytes[..bytes.len() - 3]).unwrap();
        let restored = Store::open(&dir.path().join("b")).unwrap();
        assert!(restored.restore_from(&file).is_err());
    }

    /// A backup cut short (its last 9 bytes, or half of it), damaged in the middle, with
    /// a length no file holds, or of a newer layout: the restore fails and the store is
    /// left empty (a re-run works, and no bot starts on half a store).
    #[test]
    fn a_cut_or_damaged_backup_leaves_the_store_empty() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("a")).unwrap();
        for _ in 0..40 {
            let id = store.next_id().unwrap();
            store
                .tables()
                .save(
                    id,
                    &serde_json::json!({"schema": 1, "n": id, "pad": "x".repeat(200)}),
                )
                .unwrap();
        }
        let file = dir.path().join("backup");
        store.backup_to(&file).unwrap();
        let whole = std::fs::read(&file).unwrap();
        let mut damaged = whole.clone();
        let middle = whole.len() / 2;
        damaged[middle] ^= 0x20;
        let mut huge = whole.clone();
        // The first tree's name length, asking for 4 GiB.
        let first_tree = super::MAGIC.len() + 4 + 8 + 1;
        huge[first_tree..first_tree + 4].copy_from_slice(&u32::MAX.to_be_bytes());
        let cases: Vec<(&str, Vec<u8>)> = vec![
            ("cut by 9 bytes", whole[..whole.len() - 9].to_vec()),
            ("cut in half", whole[..middle].to_vec()),
            ("damaged in the middle", damaged),
            ("a length no file holds", huge),
        ];
        for (n, (case, bytes)) in cases.into_iter().enumerate() {
            let broken = dir.path().join(format!("broken-{n}"));
            std::fs::write(&broken, bytes).unwrap();
            let target = Store::open(&dir.path().join(format!("b{n}"))).unwrap();
            assert!(target.restore_from(&broken).is_err(), "{case}");
            assert!(target.is_empty().unwrap(), "{case}: the store was written");
            // The whole file restores into it afterwards.
            target.restore_from(&file).unwrap();
            assert_eq!(target.tables().live_count(), 40, "{case}");
        }
        // A newer layout's backup is refused by this build, the store left empty.
        store
            .kv
            .insert(
                Space::Meta,
                super::super::LAYOUT_KEY,
                &(super::super::LAYOUT + 1).to_be_bytes(),
            )
            .unwrap();
        store.backup_to(&file).unwrap();
        let target = Store::open(&dir.path().join("newer")).unwrap();
        let refused = target.restore_from(&file);
        assert!(
            matches!(refused, Err(crate::store::StoreError::NewerDatabase { .. })),
            "{refused:?}"
        );
        assert!(target.is_empty().unwrap());
    }
}
