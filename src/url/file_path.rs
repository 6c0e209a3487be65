//! File paths to and from `file:` URLs, in POSIX and Windows style.
//!
//! A path becomes a URL through the model: its segments, percent-encoded,
//! are the dirs and file of a [`UrlRef`] with the scheme `file`, an
//! authority (empty, or the server of a UNC path) and a drive (the drive
//! letter of a Windows path); the WHATWG resolution forces it (processing
//! the server name as a host), and normalisation and printing make the
//! [`Url`]. Dot segments are therefore resolved lexically (`/a/../b` is
//! `file:///b`), as the URL standard resolves them; in a UNC path they are
//! resolved first, below the share, which is part of the path's root
//! (`\\s\share\..` is `file://s/share/`).
//!
//! A segment is percent-encoded with the dir-and-file column of the
//! component table, plus the three characters that column leaves alone but
//! a file name must not give up: `%` (else `%41` in a name would read as
//! `A`), `\` (a separator in a file URL) and the `|` of a segment that
//! would read as a drive letter (`c|`, which the URL would rewrite to
//! `c:`). The way back percent-decodes each segment.
//!
//! # Where the `url` crate differs
//!
//! - Its `to_file_path` converts any URL with a hierarchical path and no
//!   host, whatever its scheme (`sc:/x` gives `/x`); here only `file:` URLs
//!   convert ([`FilePathErrorKind::NotFile`]).
//! - It decodes a `%2F` in a segment into a `/` of the path; here that is
//!   an error ([`FilePathErrorKind::SeparatorInSegment`]).
//! - It copies `..` and `.` segments into the href without normalising
//!   (`/a/../b` gives `file:///a/../b`, which `Url::parse` would read as
//!   `file:///b`); here they are resolved.
//! - It keeps `file://localhost/…` for a UNC path on `localhost`, which the
//!   URL standard reads as `file:///…`; here that is an error
//!   ([`FilePathErrorKind::LocalServer`]).
//! - It leaves the `|` of a drive-like segment (`/c|/x` gives
//!   `file:///c|/x`, which parses as `file:///c:/x`); here it is encoded,
//!   `file:///c%7C/x`.
//! - Its POSIX conversion (from `std::path::Path`) collapses repeated `/`
//!   and drops `.` segments by `Path::components`; here `/a//b` keeps its
//!   empty segment (`file:///a//b`), so that it comes back as it was.
//! - Its errors are `()`; here they are [`FilePathError`]s with a kind and
//!   the place in the path (or the href) they concern.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::conclude::conclude;
use crate::encoding::Encoding;

use alloc::borrow::Cow;
use core::fmt;
use core::ops::Range;

use percent_encoding::{percent_encode, AsciiSet};

use super::Url;
use crate::host::HostErrorKind;
use crate::model::{Authority, Drive, Host, UrlRef};
use crate::pct_enc::{decode_bytes, encode_set};
use crate::resolve::ResolveErrorKind;
use crate::span::SourceSpan;
use crate::table::Column;

/// How a file path is written: which separators and roots it has.
///
/// The `std::path::Path` conversions ([`Url::from_file_path`],
/// [`Url::to_file_path`]) use the platform's style, [`PathStyle::NATIVE`];
/// the `_with_style` ones take either on any platform.
///
/// ```
/// use specurl::{PathStyle, Url};
/// let posix = Url::from_file_path_with_style("/tmp/a b", PathStyle::Posix).unwrap();
/// assert_eq!(posix.href(), "file:///tmp/a%20b");
/// let windows = Url::from_file_path_with_style(r"C:\Users\a b", PathStyle::Windows).unwrap();
/// assert_eq!(windows.href(), "file:///C:/Users/a%20b");
/// let unc = Url::from_file_path_with_style(r"\\server\share\x", PathStyle::Windows).unwrap();
/// assert_eq!(unc.href(), "file://server/share/x");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PathStyle {
    /// `/`-separated, rooted at `/`; a name may hold any byte but `/` and
    /// NUL.
    Posix,
    /// `\`- or `/`-separated, rooted at a drive (`C:\`) or a UNC share
    /// (`\\server\share\`), or the verbatim forms of either (`\\?\C:\`,
    /// `\\?\UNC\server\share\`).
    Windows,
}

impl PathStyle {
    /// The style of the platform this crate was built for: Windows on
    /// Windows, POSIX elsewhere.
    ///
    /// ```
    /// use specurl::PathStyle;
    /// assert_eq!(PathStyle::NATIVE == PathStyle::Windows, cfg!(windows));
    /// ```
    pub const NATIVE: PathStyle = if cfg!(windows) {
        PathStyle::Windows
    } else {
        PathStyle::Posix
    };
}

/// Why a path and a file URL could not be converted.
///
/// ```
/// use specurl::{FilePathErrorKind, PathStyle, Url};
/// let e = Url::from_file_path_with_style("a/b", PathStyle::Posix).unwrap_err();
/// assert_eq!(e.kind, FilePathErrorKind::NotAbsolute);
/// assert_eq!(e.to_string(), "the path is not absolute, at 0..0");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FilePathErrorKind {
    /// The path is relative (`a/b`, `C:a`, `\a` on Windows).
    NotAbsolute,
    /// A Windows path with a prefix other than a drive or a UNC share, such
    /// as a device path (`\\.\COM1`).
    UnsupportedPrefix,
    /// A UNC path without a server name (`\\\share`).
    MissingServer,
    /// A UNC path without a share name (`\\server`), or a file URL with a
    /// host but no first segment to be its share.
    MissingShare,
    /// The server of a UNC path is not a host: host processing rejects it.
    InvalidServer(HostErrorKind),
    /// The server of a UNC path is `localhost`, which a file URL cannot
    /// keep: the URL standard reads `file://localhost/x` as `file:///x`.
    LocalServer,
    /// A NUL character in a path, or a segment of the URL that decodes to
    /// one.
    NulCharacter,
    /// The URL's scheme is not `file`.
    NotFile,
    /// A POSIX path for a file URL with a host: it names a file on another
    /// machine.
    RemoteHost,
    /// A Windows path for a file URL whose host is an IPv6 address, which
    /// a UNC path cannot hold.
    Ip6Server,
    /// A Windows path for a file URL without a host and without a drive
    /// letter.
    NoDrive,
    /// A name would hold a separator: a segment of the URL decodes to one
    /// (`%2F`, and `%5C` on Windows), or a name of a Windows verbatim path
    /// (`\\?\C:\a/b`, where only `\` separates) holds a `/`.
    SeparatorInSegment,
    /// A segment of the URL decodes to bytes that are not UTF-8, for a path
    /// that must be a string (any Windows path; a POSIX path as `String`).
    NotUtf8,
    /// The file URL would be longer than `u32::MAX` bytes, more than a
    /// [`crate::Url`] can hold.
    TooLong,
}

impl FilePathErrorKind {
    /// This kind as an identifier: a name in kebab case, then,
    /// for a kind that holds another, a dot and that kind's identifier
    /// (`not-absolute`, `invalid-server.forbidden-code-point`); a payload that is not a kind is not part of it. The
    /// identifier comes from a table, not from the variant's Rust name: it
    /// is stable across releases, and every variant has one, so it can key
    /// a lookup, a metric or a translation where the message is prose.
    ///
    /// ```
    /// use specurl::{host::HostErrorKind, FilePathErrorKind};
    /// assert_eq!(FilePathErrorKind::NotAbsolute.id(), "not-absolute");
    /// let k = FilePathErrorKind::InvalidServer(HostErrorKind::ForbiddenCodePoint('<'));
    /// assert_eq!(k.id(), "invalid-server.forbidden-code-point");
    /// ```
    pub fn id(&self) -> String {
        match self {
            FilePathErrorKind::NotAbsolute => "not-absolute".into(),
            FilePathErrorKind::UnsupportedPrefix => "unsupported-prefix".into(),
            FilePathErrorKind::MissingServer => "missing-server".into(),
            FilePathErrorKind::MissingShare => "missing-share".into(),
            FilePathErrorKind::InvalidServer(k) => format!("invalid-server.{}", k.id_str()),
            FilePathErrorKind::LocalServer => "local-server".into(),
            FilePathErrorKind::NulCharacter => "nul-character".into(),
            FilePathErrorKind::NotFile => "not-file".into(),
            FilePathErrorKind::RemoteHost => "remote-host".into(),
            FilePathErrorKind::Ip6Server => "ip6-server".into(),
            FilePathErrorKind::NoDrive => "no-drive".into(),
            FilePathErrorKind::SeparatorInSegment => "separator-in-segment".into(),
            FilePathErrorKind::NotUtf8 => "not-utf8".into(),
            FilePathErrorKind::TooLong => "too-long".into(),
        }
    }
}

impl fmt::Display for FilePathErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FilePathErrorKind::NotAbsolute => f.write_str("the path is not absolute"),
            FilePathErrorKind::UnsupportedPrefix => {
                f.write_str("only a drive or a UNC share can start a Windows path for a file URL")
            }
            FilePathErrorKind::MissingServer => f.write_str("the UNC path has no server name"),
            FilePathErrorKind::MissingShare => f.write_str("the UNC path has no share name"),
            FilePathErrorKind::InvalidServer(k) => write!(f, "the server is not a host: {k}"),
            FilePathErrorKind::LocalServer => {
                f.write_str("a file URL cannot keep the server `localhost`")
            }
            FilePathErrorKind::NulCharacter => f.write_str("a path cannot hold a NUL character"),
            FilePathErrorKind::NotFile => f.write_str("only a file URL is a file path"),
            FilePathErrorKind::RemoteHost => {
                f.write_str("a file URL with a host has no POSIX path")
            }
            FilePathErrorKind::Ip6Server => {
                f.write_str("a UNC path cannot have an IPv6 address as its server")
            }
            FilePathErrorKind::NoDrive => {
                f.write_str("a Windows path needs a drive letter or a server")
            }
            FilePathErrorKind::SeparatorInSegment => {
                f.write_str("a segment decodes to a separator, which a name cannot hold")
            }
            FilePathErrorKind::NotUtf8 => f.write_str("a segment does not decode to UTF-8"),
            FilePathErrorKind::TooLong => {
                f.write_str("the file URL would be longer than 4294967295 bytes (u32::MAX)")
            }
        }
    }
}

/// A failed conversion between a file path and a file URL: what failed,
/// and where, as a byte range in the path (converting from a path) or in
/// the href (converting to one).
///
/// ```
/// use specurl::{FilePathErrorKind, PathStyle, Url};
/// let url = Url::parse("file:///a/b%2Fc", None).unwrap();
/// let e = url.to_file_path_with_style(PathStyle::Posix).unwrap_err();
/// assert_eq!(e.kind, FilePathErrorKind::SeparatorInSegment);
/// assert_eq!(&url.href()[e.span.unwrap().range()], "b%2Fc");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct FilePathError {
    /// What failed.
    pub kind: FilePathErrorKind,
    /// Where: in the path, or in the href.
    pub span: Option<SourceSpan>,
}

impl fmt::Display for FilePathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)?;
        if let Some(span) = &self.span {
            write!(f, ", at {span}")?;
        }
        Ok(())
    }
}

/// A [`FilePathError`] before it is placed: its range in the text that the
/// public conversion was given, which the steps below it do not hold.
struct Failure {
    kind: FilePathErrorKind,
    range: Option<Range<usize>>,
}

impl Failure {
    fn new(kind: FilePathErrorKind, range: Range<usize>) -> Self {
        Failure {
            kind,
            range: Some(range),
        }
    }

    /// The error, its range taken in `text` (the path, which need not be
    /// UTF-8, or the href).
    fn placed(self, text: &[u8]) -> FilePathError {
        FilePathError {
            kind: self.kind,
            span: self.range.map(|r| SourceSpan::of_bytes(text, r)),
        }
    }
}

impl core::error::Error for FilePathError {}

/// The bytes a path segment percent-encodes: the dir-and-file column's,
/// with `%` and `\` (see the module's documentation).
const FILE_SEGMENT: AsciiSet = encode_set(Column::Segment).add(b'%').add(b'\\');

/// A UNC server name is a host, which host processing percent-decodes:
/// its `%` must stay a `%` (and then fails as a forbidden code point).
const SERVER: AsciiSet = AsciiSet::EMPTY.add(b'%');

const WINDOWS: &[u8] = b"\\/";
const VERBATIM: &[u8] = b"\\";

/// One segment of a path, percent-encoded for the model.
fn encode_segment(name: &[u8]) -> String {
    let mut s: String = percent_encode(name, &FILE_SEGMENT).collect();
    // `c|` would read as the drive `c:`.
    if let &[letter, b'|'] = name {
        if crate::chars::is_drive_letter(letter, b'|') {
            s.truncate(1);
            s.push_str("%7C");
        }
    }
    s
}

/// A path taken apart: its server, its drive, and the part after its root.
struct Rooted<'p> {
    /// The server of a UNC path and where it is in the path.
    server: Option<(&'p str, Range<usize>)>,
    drive: Option<Drive>,
    /// What follows the root separator, and where it starts in the path.
    rest: &'p [u8],
    rest_start: usize,
    /// The bytes that separate its segments: `/` in POSIX, `\` and `/` in
    /// Windows, only `\` in a Windows verbatim path.
    separators: &'static [u8],
}

fn posix_root(path: &[u8]) -> Result<Rooted<'_>, Failure> {
    match path.strip_prefix(b"/") {
        Some(rest) => Ok(Rooted {
            server: None,
            drive: None,
            rest,
            rest_start: 1,
            separators: b"/",
        }),
        None => Err(Failure::new(FilePathErrorKind::NotAbsolute, 0..0)),
    }
}

fn windows_root(path: &str) -> Result<Rooted<'_>, Failure> {
    let b = path.as_bytes();
    let sep = |i: usize| matches!(b.get(i), Some(b'\\' | b'/'));
    let drive_at = |i: usize| match (b.get(i), b.get(i + 1)) {
        (Some(&letter), Some(b':')) => Drive::new(char::from(letter), ':'),
        _ => None,
    };
    let error = |kind, range| Err(Failure::new(kind, range));
    if let Some(rest) = path.strip_prefix(r"\\?\") {
        // Verbatim: only `\` separates.
        if let Some(unc) = rest.strip_prefix(r"UNC\") {
            return unc_root(path, 8, unc, VERBATIM);
        }
        return match drive_at(4) {
            Some(drive) if b.get(6).is_none_or(|&c| c == b'\\') => Ok(Rooted {
                server: None,
                drive: Some(drive),
                rest: b.get(7..).unwrap_or_default(),
                rest_start: 7,
                separators: VERBATIM,
            }),
            _ => error(FilePathErrorKind::UnsupportedPrefix, 0..4),
        };
    }
    if sep(0) && sep(1) {
        return unc_root(path, 2, &path[2..], WINDOWS);
    }
    match drive_at(0) {
        Some(drive) if sep(2) => Ok(Rooted {
            server: None,
            drive: Some(drive),
            rest: &b[3..],
            rest_start: 3,
            separators: WINDOWS,
        }),
        _ => error(FilePathErrorKind::NotAbsolute, 0..0),
    }
}

/// `server\share…` of a UNC path, starting at `start` in `path`.
fn unc_root<'p>(
    path: &'p str,
    start: usize,
    unc: &'p str,
    separators: &'static [u8],
) -> Result<Rooted<'p>, Failure> {
    let is_sep = |c: char| c.is_ascii() && separators.contains(&(c as u8));
    let server_len = unc.find(is_sep).unwrap_or(unc.len());
    let server = &unc[..server_len];
    if server.is_empty() {
        return Err(Failure::new(FilePathErrorKind::MissingServer, start..start));
    }
    // Windows reads `\\.\` and `\\?\` as device and verbatim prefixes, not
    // as a server, so a file URL with the host `.` or `?` has no Windows
    // path (`Url::to_file_path` refuses them): no UNC path, in its short
    // form or its verbatim `\\?\UNC\` form, has them as its server.
    if server == "." || server == "?" {
        return Err(Failure::new(
            FilePathErrorKind::UnsupportedPrefix,
            0..start + server_len,
        ));
    }
    let share_start = start + server_len + 1;
    let rest = path.as_bytes().get(share_start..).unwrap_or_default();
    let share_len = rest
        .iter()
        .position(|&c| is_sep(char::from(c)))
        .unwrap_or(rest.len());
    if share_len == 0 {
        let at = share_start.min(path.len());
        return Err(Failure::new(FilePathErrorKind::MissingShare, at..at));
    }
    Ok(Rooted {
        server: Some((server, start..start + server_len)),
        drive: None,
        rest,
        rest_start: share_start,
        separators,
    })
}

/// The names of a UNC path (its share first) with `.` and `..` resolved
/// below the share, as Windows resolves them: the URL's normalisation
/// would let `..` remove the share, which is part of the path's root.
/// `None` when the share itself is a dot segment.
fn below_share(names: Vec<&[u8]>) -> Option<Vec<&[u8]>> {
    let is_dot = |n: &[u8]| n == b"." || n == b"..";
    let mut names = names.into_iter();
    let share = names.next().filter(|s| !is_dot(s))?;
    let mut kept = vec![share];
    let mut last_was_dot = false;
    for name in names {
        last_was_dot = is_dot(name);
        if name == b".." && kept.len() > 1 {
            kept.pop();
        } else if !last_was_dot {
            kept.push(name);
        }
    }
    // A path that ends in a dot segment names a directory.
    if last_was_dot {
        kept.push(b"");
    }
    Some(kept)
}

/// The file URL of a rooted path: the model, forced, normalised, printed.
fn file_url(root: Rooted<'_>, directory: bool) -> Result<Url, Failure> {
    if let Some(nul) = root.rest.iter().position(|&c| c == 0) {
        let at = root.rest_start + nul;
        return Err(Failure::new(FilePathErrorKind::NulCharacter, at..at + 1));
    }
    // Windows forbids `/` in a name; a verbatim path does not separate at
    // it, so it would be a name's, and could not come back.
    if root.separators == VERBATIM {
        if let Some(slash) = root.rest.iter().position(|&c| c == b'/') {
            let at = root.rest_start + slash;
            return Err(Failure::new(
                FilePathErrorKind::SeparatorInSegment,
                at..at + 1,
            ));
        }
    }
    let separates = |c: &u8| root.separators.contains(c);
    let mut names: Vec<&[u8]> = root.rest.split(separates).collect();
    if root.server.is_some() {
        names = below_share(names).ok_or_else(|| {
            let at = root.rest_start;
            Failure::new(FilePathErrorKind::MissingShare, at..at)
        })?;
    }
    let mut dirs: Vec<Cow<'static, str>> = names
        .into_iter()
        .map(|s| Cow::Owned(encode_segment(s)))
        .collect();
    // The last segment is the file, unless it is empty (the path ends in a
    // separator) or the path is a directory's.
    let file = match dirs.pop() {
        Some(last) if !last.is_empty() && !directory => Some(last),
        Some(last) if !last.is_empty() => {
            dirs.push(last);
            None
        }
        _ => None,
    };
    let authority = match &root.server {
        // `%` would be percent-decoded by host processing.
        Some((server, _)) => Authority::new(Host::Opaque(
            percent_encode(server.as_bytes(), &SERVER)
                .to_string()
                .into(),
        )),
        None => Authority::empty(),
    };
    let url = UrlRef {
        scheme: Some("file".into()),
        authority: Some(authority),
        drive: root.drive,
        path_root: true,
        dirs,
        file,
        query: None,
        fragment: None,
    };
    let server_range = || root.server.as_ref().map(|(_, r)| r.clone());
    let mut normal = url;
    conclude(&mut normal, None, Encoding::UTF_8).map_err(|e| Failure {
        kind: match e.kind {
            ResolveErrorKind::Host(k) => FilePathErrorKind::InvalidServer(k),
            // Forcing a file URL without a userinfo or a port fails only in
            // host processing.
            _ => FilePathErrorKind::InvalidServer(HostErrorKind::EmptyHost),
        },
        range: server_range(),
    })?;
    let kept_host = normal
        .authority
        .as_ref()
        .is_some_and(|a| !a.host.is_empty());
    if root.server.is_some() && !kept_host {
        return Err(Failure {
            kind: FilePathErrorKind::LocalServer,
            range: server_range(),
        });
    }
    Url::from_normalised(&normal).ok_or(Failure {
        kind: FilePathErrorKind::TooLong,
        range: None,
    })
}

/// A path segment of a file URL, percent-decoded, and its range in the
/// href.
type Segment<'u> = (Cow<'u, [u8]>, Range<usize>);

/// Where `part`, a slice of `whole`, starts in it.
fn offset_in(whole: &str, part: &str) -> usize {
    (part.as_ptr() as usize).saturating_sub(whole.as_ptr() as usize)
}

impl Url {
    /// The file URL of an absolute path written in `style`.
    ///
    /// ```
    /// use specurl::{FilePathErrorKind, PathStyle::{Posix, Windows}, Url};
    /// let url = |p: &str, style| Url::from_file_path_with_style(p, style).map(|u| u.to_string());
    /// assert_eq!(url("/a/100%/#1", Posix).unwrap(), "file:///a/100%25/%231");
    /// assert_eq!(url("/a/../b/./c", Posix).unwrap(), "file:///b/c");
    /// assert_eq!(url(r"\\?\C:\x\y", Windows).unwrap(), "file:///C:/x/y");
    /// assert_eq!(url(r"\\?\UNC\h\s\f", Windows).unwrap(), "file://h/s/f");
    /// assert_eq!(url(r"C:x", Windows).unwrap_err().kind, FilePathErrorKind::NotAbsolute);
    /// assert_eq!(url(r"\\localhost\c$", Windows).unwrap_err().kind, FilePathErrorKind::LocalServer);
    /// ```
    pub fn from_file_path_with_style(path: &str, style: PathStyle) -> Result<Url, FilePathError> {
        Url::from_path_with_style(path, style, false)
    }

    /// The file URL of an absolute directory path written in `style`: as
    /// [`Url::from_file_path_with_style`], with a `/` at the end, so that a
    /// reference resolves inside the directory.
    ///
    /// ```
    /// use specurl::{PathStyle, Url};
    /// let dir = Url::from_directory_path_with_style("/var/www", PathStyle::Posix).unwrap();
    /// assert_eq!(dir.href(), "file:///var/www/");
    /// assert_eq!(dir.join("index.html").unwrap().href(), "file:///var/www/index.html");
    /// ```
    pub fn from_directory_path_with_style(
        path: &str,
        style: PathStyle,
    ) -> Result<Url, FilePathError> {
        Url::from_path_with_style(path, style, true)
    }

    fn from_path_with_style(
        path: &str,
        style: PathStyle,
        directory: bool,
    ) -> Result<Url, FilePathError> {
        let root = match style {
            PathStyle::Posix => posix_root(path.as_bytes()),
            PathStyle::Windows => windows_root(path),
        };
        root.and_then(|root| file_url(root, directory))
            .map_err(|f| f.placed(path.as_bytes()))
    }

    /// The path of a file URL, written in `style`; its segments
    /// percent-decoded. The query and the fragment are not part of it.
    ///
    /// ```
    /// use specurl::{FilePathErrorKind, PathStyle::{Posix, Windows}, Url};
    /// let path = |u: &str, style| Url::parse(u, None).unwrap().to_file_path_with_style(style);
    /// assert_eq!(path("file:///tmp/a%20b", Posix).unwrap(), "/tmp/a b");
    /// assert_eq!(path("file://localhost/etc/x?q#f", Posix).unwrap(), "/etc/x");
    /// assert_eq!(path("file:///C:/Users/x", Windows).unwrap(), r"C:\Users\x");
    /// assert_eq!(path("file:///C:", Windows).unwrap(), r"C:\");
    /// assert_eq!(path("file://server/share/x", Windows).unwrap(), r"\\server\share\x");
    /// assert_eq!(path("file://server/share/x", Posix).unwrap_err().kind, FilePathErrorKind::RemoteHost);
    /// assert_eq!(path("file:///x", Windows).unwrap_err().kind, FilePathErrorKind::NoDrive);
    /// assert_eq!(path("http://h/x", Posix).unwrap_err().kind, FilePathErrorKind::NotFile);
    /// ```
    pub fn to_file_path_with_style(&self, style: PathStyle) -> Result<String, FilePathError> {
        self.path_with_style(style)
            .map_err(|f| f.placed(self.href().as_bytes()))
    }

    fn path_with_style(&self, style: PathStyle) -> Result<String, Failure> {
        match style {
            PathStyle::Posix => String::from_utf8(self.posix_path_bytes()?).map_err(|e| {
                // The segment the first invalid byte came from.
                let bad = e.utf8_error().valid_up_to();
                Failure {
                    kind: FilePathErrorKind::NotUtf8,
                    range: self.segment_range_of_decoded(bad),
                }
            }),
            PathStyle::Windows => self.windows_path(),
        }
    }

    /// The segments of a file URL with their ranges in the href, decoded;
    /// an error for a URL that is not a file URL.
    fn file_segments(&self) -> Result<Vec<Segment<'_>>, Failure> {
        let href = self.href();
        let not_file = || Failure::new(FilePathErrorKind::NotFile, 0..self.scheme().len());
        if self.scheme() != "file" {
            return Err(not_file());
        }
        let segments = self.path_segments().ok_or_else(not_file)?;
        Ok(segments
            .map(|s| {
                let start = offset_in(href, s);
                (decode_bytes(s), start..start + s.len())
            })
            .collect())
    }

    /// The range of the segment whose decoding holds byte `at` of the
    /// POSIX path.
    fn segment_range_of_decoded(&self, at: usize) -> Option<Range<usize>> {
        let mut end = 0;
        for (decoded, range) in self.file_segments().ok()? {
            end += 1 + decoded.len();
            if at < end {
                return Some(range);
            }
        }
        None
    }

    fn posix_path_bytes(&self) -> Result<Vec<u8>, Failure> {
        let segments = self.file_segments()?;
        if self.typed_host() != Some(Host::Empty) {
            let start = offset_in(self.href(), self.hostname());
            return Err(Failure::new(
                FilePathErrorKind::RemoteHost,
                start..start + self.hostname().len(),
            ));
        }
        let mut path = Vec::with_capacity(self.pathname().len());
        for (decoded, range) in segments {
            check_name(&decoded, range, b"/")?;
            path.push(b'/');
            path.extend_from_slice(&decoded);
        }
        if path.is_empty() {
            path.push(b'/');
        }
        Ok(path)
    }

    fn windows_path(&self) -> Result<String, Failure> {
        let segments = self.file_segments()?;
        let host_start = offset_in(self.href(), self.hostname());
        let host_range = host_start..host_start + self.hostname().len();
        let mut path = String::with_capacity(self.pathname().len() + 2);
        let mut segments = segments.into_iter().peekable();
        match self.typed_host() {
            Some(Host::Empty) => {
                // The first segment is the drive (a file URL prints it as
                // `C:`; `C%3A` is read as one too, as the `url` crate does).
                let drive = segments.next().filter(
                    |(d, _)| matches!(d[..], [letter, b':'] if crate::chars::is_drive_letter(letter, b':')),
                );
                let Some((drive, _)) = drive else {
                    let at = offset_in(self.href(), self.pathname());
                    return Err(Failure::new(FilePathErrorKind::NoDrive, at..at));
                };
                path.push_str(&String::from_utf8_lossy(&drive));
                if segments.peek().is_none() {
                    path.push('\\');
                }
            }
            Some(Host::Ipv6(_)) => {
                return Err(Failure::new(FilePathErrorKind::Ip6Server, host_range))
            }
            // Windows reads `\\.\` and `\\?\` as device and verbatim
            // prefixes, not as a server: no UNC path has these hosts.
            Some(Host::Domain(d)) if d == "." || d == "?" => {
                return Err(Failure::new(
                    FilePathErrorKind::UnsupportedPrefix,
                    host_range,
                ))
            }
            Some(host) => {
                if segments.peek().is_none_or(|(share, _)| share.is_empty()) {
                    let at = host_range.end;
                    return Err(Failure::new(FilePathErrorKind::MissingShare, at..at));
                }
                path.push_str(r"\\");
                path.push_str(&host.to_string());
            }
            None => {
                return Err(Failure::new(
                    FilePathErrorKind::NotFile,
                    0..self.scheme().len(),
                ))
            }
        }
        for (decoded, range) in segments {
            check_name(&decoded, range.clone(), b"/\\")?;
            let name = core::str::from_utf8(&decoded)
                .map_err(|_| Failure::new(FilePathErrorKind::NotUtf8, range))?;
            path.push('\\');
            path.push_str(name);
        }
        Ok(path)
    }
}

/// A decoded segment must be a name: no NUL, no separator.
fn check_name(decoded: &[u8], range: Range<usize>, separators: &[u8]) -> Result<(), Failure> {
    if decoded.contains(&0) {
        return Err(Failure::new(FilePathErrorKind::NulCharacter, range));
    }
    if decoded.iter().any(|c| separators.contains(c)) {
        return Err(Failure::new(FilePathErrorKind::SeparatorInSegment, range));
    }
    Ok(())
}

/// The conversions of `std::path::Path`, in the platform's style
/// ([`PathStyle::NATIVE`]): feature `std`.
#[cfg(feature = "std")]
impl Url {
    /// The file URL of an absolute path, in the platform's style. On Unix
    /// a path's bytes need not be UTF-8: they are percent-encoded as they
    /// are.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use specurl::{FilePathErrorKind, Url};
    /// let url = Url::from_file_path("/tmp/foo bar.txt").unwrap();
    /// assert_eq!(url.href(), "file:///tmp/foo%20bar.txt");
    /// assert_eq!(Url::from_file_path("../foo.txt").unwrap_err().kind, FilePathErrorKind::NotAbsolute);
    /// # }
    /// ```
    pub fn from_file_path(path: impl AsRef<std::path::Path>) -> Result<Url, FilePathError> {
        native_file_url(path.as_ref(), false)
    }

    /// The file URL of an absolute directory path, in the platform's style,
    /// ending in `/`.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let url = specurl::Url::from_directory_path("/var/www").unwrap();
    /// assert_eq!(url.href(), "file:///var/www/");
    /// # }
    /// ```
    pub fn from_directory_path(path: impl AsRef<std::path::Path>) -> Result<Url, FilePathError> {
        native_file_url(path.as_ref(), true)
    }

    /// The path of a file URL, in the platform's style. On Unix the
    /// decoded bytes need not be UTF-8.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use std::path::Path;
    /// let url = specurl::Url::parse("file:///tmp/foo%20bar.txt", None).unwrap();
    /// assert_eq!(url.to_file_path().unwrap(), Path::new("/tmp/foo bar.txt"));
    /// # }
    /// ```
    pub fn to_file_path(&self) -> Result<std::path::PathBuf, FilePathError> {
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStringExt;
            let bytes = self
                .posix_path_bytes()
                .map_err(|f| f.placed(self.href().as_bytes()))?;
            Ok(std::ffi::OsString::from_vec(bytes).into())
        }
        #[cfg(not(unix))]
        {
            self.to_file_path_with_style(PathStyle::NATIVE)
                .map(Into::into)
        }
    }
}

#[cfg(feature = "std")]
fn native_file_url(path: &std::path::Path, directory: bool) -> Result<Url, FilePathError> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let bytes = path.as_os_str().as_bytes();
        posix_root(bytes)
            .and_then(|root| file_url(root, directory))
            .map_err(|f| f.placed(bytes))
    }
    #[cfg(not(unix))]
    {
        let path = path.to_str().ok_or(FilePathError {
            kind: FilePathErrorKind::NotUtf8,
            span: None,
        })?;
        Url::from_path_with_style(path, PathStyle::NATIVE, directory)
    }
}
