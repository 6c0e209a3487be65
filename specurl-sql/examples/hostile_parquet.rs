//! Writes the Parquet files of the hostile-data run (docs/reliability.md,
//! "Load"): `hostile.parquet`, at least `SIZE` bytes (default 1 GiB) of
//! URL rows made to be hard, and `real.parquet`, the URL lists of
//! `tests/data/urls/` repeated to the same bytes of URL text, so that a
//! query's time on one can be set against its time on the other.
//!
//! ```text
//! cargo run --release -p specurl-sql --example hostile_parquet -- DIR [SIZE_IN_MIB]
//! ```
//!
//! `hostile.parquet` has three columns:
//! - `u` (`Utf8`): one row in 300 is one of the large forms below, about
//!   1 MiB each (a path, a one-label host, 100,000 dots, `../` runs,
//!   IPv6 and IPv4 forms of a million characters, …); the others are short
//!   hostile strings and NULLs;
//! - `d` (`Dictionary(Int32, Utf8)`): the short strings and 16 KiB cuts of
//!   the large forms, as a dictionary;
//! - `b` (`Binary`): URL bytes, one row in three not UTF-8.
//!
//! Every row is made by a fixed rule from its number: two runs write the
//! same files.

use std::fs::File;
use std::path::Path;
use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, BinaryArray, DictionaryArray, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Int32Type, Schema};
use datafusion::arrow::record_batch::RecordBatch;
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::parquet::file::properties::WriterProperties;

/// About a mebibyte: the size of a large row.
const L: usize = 1 << 20;

/// Rows in a row group of `hostile.parquet`: with one large row in
/// [`LARGE_EVERY`], a group holds about 27 MiB of text, so that a batch
/// read from it stays far below the memory of the machine.
const GROUP: usize = 8_192;

/// One row in this many is a large one.
const LARGE_EVERY: usize = 300;

/// The large forms, each about a mebibyte, by its number.
fn large(kind: usize) -> String {
    let r = |s: &str, n: usize| s.repeat(n);
    match kind % 22 {
        0 => format!("https://example.com/{}", r("seg/", L / 4)),
        1 => format!("https://{}/", r("a", L)),
        2 => format!("https://{}example.co.uk/", r("a.", 100_000)),
        3 => format!("https://h/{}", r("../", L / 3)),
        4 => format!("https://h/a/{}", r("./../%2e%2E/", L / 12)),
        5 => format!("http://[{}1]/", r("1:", L / 2)),
        6 => format!("http://[{}1::]/", r("0", L)),
        7 => format!("http://[{}]/", r(":", L)),
        8 => format!("http://{}1/", r("1.", L / 2)),
        9 => format!("http://0x{}1/", r("0", L)),
        10 => format!("http://{}/", r("9", L)),
        11 => format!("https://h/?{}#{}", r("a b&", L / 8), r("<\"`>", L / 8)),
        12 => format!("https://{}.com/", r("%41", L / 3)),
        13 => format!("https://{}h/", r("@", L)),
        14 => format!("https://{}/", r("\u{fc}", L / 2)),
        15 => format!("https://{}/", r("\u{fc}.", L / 3)),
        16 => format!("sc:{}", r(" x", L / 2)),
        17 => format!("https:{}h", r("\\", L)),
        18 => format!("ht\ttp://h/{}", r("\n\t", L / 2)),
        19 => format!("file:///{}", r("c:/", L / 3)),
        20 => format!("{}http://h/{}", r(" ", L / 2), r(" ", L / 2)),
        _ => format!("https://h:{}/", r("0", L)),
    }
}

/// The short hostile strings.
const SHORT: &[&str] = &[
    "",
    "%",
    "http://[::1",
    "http://[",
    "http://[::1]x",
    "http://[1:2:3:4:5:6:7:8:9]/",
    "http://[::ffff:1.2.3.4.5]/",
    "http://1.2.3.4.5/",
    "http://0x100000000/",
    "http://4294967296/",
    "http://0xffffffff/",
    "http://1.2.3.09/",
    "https://xn--/",
    "https://xn--a.xn--nxa/",
    "http://a..b/",
    "http://a%00b/",
    "http://a b/",
    "http://h:65536/",
    "http://h:-1/",
    "file:",
    "file://localhost/C|/x",
    "file:..",
    "\u{0}",
    "\u{fffd}://\u{fffd}",
    "https://\u{200b}/",
    "javascript:alert(1)",
    "data:,",
    "blob:https://a/b",
    "http://user:pa:ss@@h/",
    "//h/p",
    "/p?q#f",
    "?",
    "#",
    "sc://@/",
    "https://h/%zz%",
    "https://\u{1f600}.com/",
    "https://h/\u{d7ff}\u{e000}",
    "http://h/./../.././/../",
];

/// Row `i` of column `u`: NULL, a large form or a short string.
fn hostile_row(i: usize) -> Option<String> {
    if i.is_multiple_of(LARGE_EVERY) {
        Some(large(i / LARGE_EVERY))
    } else if i % 97 == 1 {
        None
    } else {
        Some(SHORT[i % SHORT.len()].to_owned())
    }
}

/// Row `i` of column `b`: a URL's bytes, one row in three with bytes that
/// are not UTF-8.
fn binary_row(i: usize) -> Vec<u8> {
    let mut bytes = format!("https://h{}.example/p", i % 1000).into_bytes();
    match i % 3 {
        0 => bytes.extend_from_slice(b"/\xff\xfe"),
        1 => bytes.insert(8, 0xc3),
        _ => {}
    }
    bytes
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(dir) = args.first() else {
        eprintln!("usage: hostile_parquet DIR [SIZE_IN_MIB]");
        std::process::exit(2);
    };
    let mib: usize = match args.get(1).map(|s| s.parse()) {
        None => 1024,
        Some(Ok(n)) => n,
        Some(Err(_)) => {
            eprintln!("error: SIZE_IN_MIB: not a number: {}", args[1]);
            std::process::exit(2);
        }
    };
    let dir = Path::new(dir);
    std::fs::create_dir_all(dir).expect("the output directory");
    let text = write_hostile(&dir.join("hostile.parquet"), mib << 20);
    write_real(&dir.join("real.parquet"), text);
}

/// Writes `hostile.parquet` until its column `u` holds `target` bytes;
/// returns how many it holds.
fn write_hostile(path: &Path, target: usize) -> usize {
    let schema = Arc::new(Schema::new(vec![
        Field::new("u", DataType::Utf8, true),
        Field::new(
            "d",
            DataType::Dictionary(Box::new(DataType::Int32), Box::new(DataType::Utf8)),
            true,
        ),
        Field::new("b", DataType::Binary, true),
    ]));
    let properties = WriterProperties::builder()
        .set_max_row_group_row_count(Some(GROUP))
        .set_dictionary_enabled(false)
        .set_column_dictionary_enabled("d".into(), true)
        .build();
    let file = File::create(path).expect("hostile.parquet");
    let mut writer = ArrowWriter::try_new(file, schema.clone(), Some(properties)).unwrap();
    let (mut text, mut rows, mut start) = (0, 0, 0);
    while text < target {
        let u: Vec<Option<String>> = (start..start + GROUP).map(hostile_row).collect();
        text += u.iter().flatten().map(String::len).sum::<usize>();
        let d: Vec<Option<String>> = (start..start + GROUP)
            .map(|i| match i % 5 {
                0 => {
                    let mut s = large(i / 5);
                    s.truncate(s.floor_char_boundary(16 << 10));
                    Some(s)
                }
                1 => None,
                _ => Some(SHORT[i % SHORT.len()].to_owned()),
            })
            .collect();
        let d: DictionaryArray<Int32Type> = d.iter().map(Option::as_deref).collect();
        let b = BinaryArray::from_iter_values((start..start + GROUP).map(binary_row));
        let columns: Vec<ArrayRef> = vec![Arc::new(StringArray::from(u)), Arc::new(d), Arc::new(b)];
        writer
            .write(&RecordBatch::try_new(schema.clone(), columns).unwrap())
            .unwrap();
        start += GROUP;
        rows += GROUP;
    }
    writer.close().unwrap();
    eprintln!("{}: {rows} rows, {text} bytes of URL text", path.display());
    text
}

/// Writes `real.parquet`: the URL lists repeated until they hold `target`
/// bytes of text.
fn write_real(path: &Path, target: usize) {
    let lists = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/urls");
    let mut urls = Vec::new();
    for list in ["kasztp.txt", "node_files.txt"] {
        let text = std::fs::read_to_string(Path::new(lists).join(list)).expect("a URL list");
        urls.extend(
            text.lines()
                .map(|l| l.trim_start_matches('\u{feff}').to_owned())
                .filter(|l| !l.is_empty()),
        );
    }
    let schema = Arc::new(Schema::new(vec![Field::new("u", DataType::Utf8, true)]));
    let file = File::create(path).expect("real.parquet");
    let mut writer = ArrowWriter::try_new(file, schema.clone(), None).unwrap();
    let (mut text, mut rows) = (0, 0);
    while text < target {
        let column = StringArray::from_iter_values(&urls);
        text += urls.iter().map(String::len).sum::<usize>();
        rows += urls.len();
        writer
            .write(&RecordBatch::try_new(schema.clone(), vec![Arc::new(column)]).unwrap())
            .unwrap();
    }
    writer.close().unwrap();
    eprintln!("{}: {rows} rows, {text} bytes of URL text", path.display());
}
