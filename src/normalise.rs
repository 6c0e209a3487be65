//! Normalisation ("Equivalences and Normalisation"): path segments,
//! authority, scheme-based authority, scheme case; then percent-encoding per
//! the component table, and normalise for printing.
//!
//! Each set of equations is applied exhaustively from left to right, so
//! [`UrlRef::normalise`] is idempotent. Each set is one step, run alone by
//! [`Equivalence::step`]; [`UrlRef::normalise`] runs them all, and
//! [`UrlRef::normalise_to`] those up to a level.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use crate::equivalence::Equivalence;
pub(crate) use crate::grammar::is_dotted;
use crate::grammar::{is_dot, is_dots, Mode};
use crate::model::{Drive, Host, Order, Port, UrlRef};
use crate::pct_enc::encode_cow;
use crate::table::Column;

/// The default port of a web-scheme.
pub(crate) fn default_port(scheme: &str) -> Option<u16> {
    match scheme {
        "http" | "ws" => Some(80),
        "https" | "wss" => Some(443),
        "ftp" => Some(21),
        _ => None,
    }
}

/// Whether `port` is `scheme`'s default port, which a URL does not keep:
/// the one decision behind scheme-based normalisation and the scheme
/// setter's "if url's port is url's scheme's default port, set url's port
/// to null". `scheme` is lowercase.
#[inline(always)]
pub(crate) fn drops_default_port(scheme: &str, port: Option<Port>) -> bool {
    port.and_then(Port::number)
        .is_some_and(|p| Some(p) == default_port(scheme))
}

/// Whether a file URL's host `host`, with neither a userinfo nor a port,
/// is emptied by scheme-based normalisation: `file://localhost/` is
/// `file:///`. The one decision behind scheme-based normalisation and the
/// fast paths' test of a file URL's host as written.
#[inline(always)]
pub(crate) fn empties_file_host(host: &[u8]) -> bool {
    host == b"localhost"
}

/// Whether a port written as `digits`, whose value is `value`, is the port
/// a normal URL of `scheme` writes: no leading zero, and not the default,
/// which normalisation drops. The fast paths' test of the port as written.
#[inline(always)]
pub(crate) fn port_written_normal(scheme: &str, digits: &[u8], value: u16) -> bool {
    let leading_zero = digits.len() > 1 && digits[0] == b'0';
    !leading_zero && !drops_default_port(scheme, Some(Port::Number(value)))
}

impl<'a> UrlRef<'a> {
    /// Normalises and percent-encodes the URL.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let u = UrlRef::parse("HTTP://h:80/a/./b/%2E%2e/c d").unwrap();
    /// assert_eq!(u.normalise().to_string(), "http://h/a/c%20d");
    /// // An authority that is just `localhost` is the empty one in a file
    /// // URL; one with a userinfo or a port keeps its host, without which
    /// // it would not parse.
    /// let file = |s| UrlRef::parse(s).unwrap().normalise().to_string();
    /// assert_eq!(file("file://localhost/x"), "file:///x");
    /// assert_eq!(file("file://:a@localhost/x"), "file://:a@localhost/x");
    /// ```
    pub fn normalise(&self) -> UrlRef<'a> {
        self.clone().into_normal()
    }

    /// [`UrlRef::normalise`], consuming the URL: every step of
    /// [`Equivalence`], in order.
    #[inline]
    pub(crate) fn into_normal(mut self) -> UrlRef<'a> {
        self.make_normal();
        self
    }

    /// [`UrlRef::normalise`] in place: the URL is large, and every move
    /// of it a copy.
    pub(crate) fn make_normal(&mut self) {
        for level in Equivalence::ALL {
            level.step(self);
        }
    }

    /// `scheme s ≈ scheme (lowercase s)`
    pub(crate) fn normalise_scheme(&mut self) {
        if let Some(s) = self
            .scheme
            .as_mut()
            .filter(|s| s.bytes().any(|b| b.is_ascii_uppercase()))
        {
            *s = Cow::Owned(s.to_ascii_lowercase());
        }
    }

    /// `password ε ≈ ε`, `userinfo (username ε) ≈ ε`, `port ε ≈ ε`
    pub(crate) fn normalise_authority(&mut self) {
        let Some(a) = self.authority.as_mut() else {
            return;
        };
        if let Some(u) = a.userinfo.as_mut() {
            if u.password.as_deref() == Some("") {
                u.password = None;
            }
            if u.password.is_none() && u.username.is_empty() {
                a.userinfo = None;
            }
        }
        if a.port == Some(Port::Empty) {
            a.port = None;
        }
    }

    /// `drive x| ≈ drive x:`, and the dotted-segment equations:
    ///
    /// ```text
    /// dir x ≈ ε                           if x :: dot
    /// dir x・dir y ≈ ε                    if y :: dots and not x :: dots
    /// path-root /・dir y ≈ path-root /    if y :: dots
    /// ```
    ///
    /// They hold for every path but an opaque one, a schemeless
    /// reference's included: `a/./b/../c` is `a/c`, and a rootless path
    /// keeps the `..` that climb above its start (`a/../../b` is `../b`).
    /// A dotted file is read as a dir (`a/..` means `a/../`). A reference
    /// whose dirs all cancel, without a file, keeps a `.` so that its
    /// order, and so what it keeps of a base under rebase, is unchanged:
    /// `./` is not the empty reference (docs/spec-notes.md, note 3).
    pub(crate) fn normalise_path(&mut self) {
        self.drive = self.drive.map(|d| d.normalised());
        if self.has_opaque_path() {
            return;
        }
        let order = self.order();
        if let Some(f) = self.file.take_if(|f| is_dot(f) || is_dots(f)) {
            self.dirs.push(f);
        }
        // Most paths have no dotted segment: nothing to rebuild.
        if !self.dirs.iter().any(|d| is_dot(d) || is_dots(d)) {
            return self.normalise_late_drive();
        }
        // The kept dirs are compacted to the front of the same vector
        // (`dirs[..kept]`), so that a path of a million dirs is not copied
        // to a second one. `dots` is tested first: it is never a drive, and
        // a run of `../` after a path-root keeps nothing, so each of its
        // dirs costs one test.
        let mut dirs = core::mem::take(&mut self.dirs);
        let mut kept: usize = 0;
        for i in 0..dirs.len() {
            let d = &dirs[i];
            if is_dots(d) {
                match kept.checked_sub(1).map(|last| &dirs[last]) {
                    Some(x) if !is_dots(x) => kept -= 1,
                    _ if self.path_root => {}
                    _ => {
                        dirs[i] = Cow::Borrowed("..");
                        dirs.swap(kept, i);
                        kept += 1;
                    }
                }
                continue;
            }
            if is_dot(d) {
                continue;
            }
            if kept == 0 {
                if let Some(drive) = self.late_drive(d) {
                    // A separator followed the dir: the path-root.
                    self.drive = Some(drive);
                    self.path_root = true;
                    continue;
                }
            }
            dirs.swap(kept, i);
            kept += 1;
        }
        dirs.truncate(kept);
        self.dirs = dirs;
        self.keep_order(order);
        self.normalise_late_drive();
    }

    /// A `.` dir for a path whose dirs all cancelled, without a file, in a
    /// URL whose first component was a dir or a file: without it the URL
    /// would start with its query or fragment, and rebase would keep the
    /// base's file (`./` onto `/a/b` is `/a/`, `ε` is `/a/b`).
    fn keep_order(&mut self, order: Order) {
        if self.dirs.is_empty() && self.file.is_none() && matches!(order, Order::Dir | Order::File)
        {
            self.dirs.push(Cow::Borrowed("."));
        }
    }

    /// Whether a segment that starts the path of this URL is a drive: in a
    /// file URL without one, a Windows drive letter that is the first
    /// segment once the dotted segments before it are gone. The WHATWG path
    /// state makes it one (`file:/./w|/m` is `file:///w:/m`, and `..` after
    /// it keeps it); the grammar reads no drive behind `./`. See
    /// docs/spec-notes.md, note 14.
    ///
    /// The segment's own test comes first: it is asked of every dir that
    /// would start the kept path (each `a` of `a/../a/../…`), and the
    /// scheme's mode costs more than a look at two bytes.
    fn late_drive(&self, segment: &str) -> Option<Drive> {
        let drive = Drive::of_segment(segment)?;
        (self.drive.is_none() && self.scheme.is_some() && self.mode(Mode::Generic) == Mode::File)
            .then(|| drive.normalised())
    }

    /// [`Self::late_drive`] for a path without dotted segments: its first
    /// dir (a path-root follows it), or its file.
    fn normalise_late_drive(&mut self) {
        if let Some(d) = self.dirs.first().and_then(|d| self.late_drive(d)) {
            self.dirs.remove(0);
            self.drive = Some(d);
            self.path_root = true;
        } else if self.dirs.is_empty() {
            if let Some(d) = self.file.as_deref().and_then(|f| self.late_drive(f)) {
                self.file = None;
                self.drive = Some(d);
                self.path_root = false;
            }
        }
    }

    /// Default ports of web-schemes, and `file://localhost`. The scheme is
    /// compared case-insensitively: these rules "apply in combination with"
    /// scheme equivalence.
    pub(crate) fn normalise_scheme_based(&mut self) {
        let (Some(scheme), Some(a)) = (self.scheme.as_deref(), self.authority.as_mut()) else {
            return;
        };
        let scheme = scheme.to_ascii_lowercase();
        let scheme = scheme.as_str();
        if scheme == "file" {
            // The URL Specification's equivalence is for an authority that is the host
            // `localhost` and nothing else: a userinfo or a port needs a
            // host (the WHATWG resolution rejects both in a file URL).
            if let Host::Domain(h) | Host::Opaque(h) = &a.host {
                if empties_file_host(h.as_bytes()) && a.userinfo.is_none() && a.port.is_none() {
                    a.host = Host::Empty;
                }
            }
        } else if drops_default_port(scheme, a.port) {
            a.port = None;
        }
    }

    /// Percent-encodes every component per its column of the table.
    pub(crate) fn percent_encode(&mut self) {
        self.map_components(encode_cow);
    }

    /// Rewrites every percent-encoded component with `f`, given its column
    /// of the table: the one walk behind percent-encoding and the printing
    /// profiles (`crate::print::Profile`). An opaque path's last space
    /// before a query or a fragment is encoded whatever `f` does.
    pub(crate) fn map_components(&mut self, f: impl Fn(&mut Cow<'a, str>, Column)) {
        let special = self.mode(Mode::Generic).is_special();
        if let Some(a) = self.authority.as_mut() {
            if let Some(u) = a.userinfo.as_mut() {
                f(&mut u.username, Column::Username);
                if let Some(p) = u.password.as_mut() {
                    f(p, Column::Password);
                }
            }
            if let Host::Opaque(h) = &mut a.host {
                f(h, Column::OpaqueHost);
            }
        }
        let segment = if self.has_opaque_path() {
            Column::OpaquePath
        } else {
            Column::Segment
        };
        for d in self.dirs.iter_mut() {
            f(d, segment);
        }
        if let Some(file) = self.file.as_mut() {
            f(file, segment);
        }
        if segment == Column::OpaquePath {
            self.encode_trailing_space();
        }
        if let Some(q) = self.query.as_mut() {
            f(
                q,
                if special {
                    Column::SpecialQuery
                } else {
                    Column::Query
                },
            );
        }
        if let Some(fragment) = self.fragment.as_mut() {
            f(fragment, Column::Fragment);
        }
    }

    /// An opaque path's last space is encoded, so that it survives the
    /// trimming of a later reparse (docs/spec-notes.md, note 2). Before a
    /// query or a fragment this is the WHATWG opaque-path state; at the end
    /// of the URL, where only `rebase` can leave a space (`""` onto
    /// `sc: #`), a URL-string cannot hold it otherwise, as with the URLs
    /// "Normalise for Printing" rewrites.
    fn encode_trailing_space(&mut self) {
        // Without a file, the path ends in `/`, not in a space.
        let Some(last) = self.file.as_mut() else {
            return;
        };
        if last.ends_with(' ') {
            let mut s = last.to_string();
            s.pop();
            s.push_str("%20");
            *last = Cow::Owned(s);
        }
    }
}

#[cfg(test)]
mod tests;
