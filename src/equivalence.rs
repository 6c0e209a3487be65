//! The hierarchy of equivalences ("Equivalences and Normalisation"), as
//! RFC 3986 put it forward: each level adds one set of equations to those
//! before it, so two URLs equivalent at one level are equivalent at every
//! later one. See `docs/equivalence.md`.
//!
//! ```text
//! Path ⊂ Authority ⊂ SchemeBased ⊂ Scheme ⊂ PercentEncoding ⊂ Normal
//! ```
//!
//! Normalising up to a level applies the equations of that level and every
//! earlier one, exhaustively, from left to right; two URLs are equivalent at
//! a level when they normalise to the same URL. [`UrlRef::normalise`] is
//! normalisation up to [`Equivalence::Normal`].

#[allow(unused_imports)]
use crate::prelude::*;

use crate::model::UrlRef;

/// A level of the hierarchy: the equations it adds to the levels before
/// it.
///
/// ```
/// use specurl::{Equivalence, UrlRef};
/// let a = UrlRef::parse("HTTP://h:80/a/./b").unwrap();
/// let b = UrlRef::parse("http://h/a/b").unwrap();
/// assert!(!a.equivalent(&b, Equivalence::Path));
/// assert!(!a.equivalent(&b, Equivalence::SchemeBased));
/// assert!(a.equivalent(&b, Equivalence::Scheme));
/// assert!(a.equivalent(&b, Equivalence::Normal));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Equivalence {
    /// Path equivalence ("Path Segment Normalisation"): dotted segments
    /// (`.`, `..`, `%2e` and `%2E` spellings) and `drive x| ≈ drive x:`.
    ///
    /// ```text
    /// drive x| ≈ drive x:
    /// dir x ≈ ε                           if x :: dot
    /// dir x・dir y ≈ ε                    if y :: dots and not x :: dots
    /// path-root /・dir y ≈ path-root /    if y :: dots
    /// ```
    ///
    /// In every path but an opaque one, a schemeless reference's included;
    /// a rootless path keeps the `..` that climb above its start:
    ///
    /// ```
    /// use specurl::{Equivalence, UrlRef};
    /// let n = |s| UrlRef::parse(s).unwrap().normalise_to(Equivalence::Path).to_string();
    /// assert_eq!(n("/a/../b"), "/b");
    /// assert_eq!(n("a/./b/../c"), "a/c");
    /// assert_eq!(n("a/../../b"), "../b");
    /// assert_eq!(n("sc:a/../b"), "sc:a/../b");
    /// ```
    Path,
    /// Authority equivalence ("Authority Normalisation"): an empty password,
    /// then an empty username without a password, and an empty port, are
    /// as absent.
    ///
    /// ```text
    /// password ε ≈ ε    userinfo (username ε) ≈ ε    port ε ≈ ε
    /// ```
    Authority,
    /// "Scheme-Based Authority Normalisation": the default port of a web
    /// scheme, and the host `localhost` of a file URL, are as absent.
    SchemeBased,
    /// Scheme equivalence: `scheme s ≈ scheme (lowercase s)`.
    Scheme,
    /// Percent-encoding: each character of class `E` or `F` in its
    /// component ("Component Characters") is as its percent-encoding.
    PercentEncoding,
    /// The normal form: "Normalise for Printing" too (the first `:` of a
    /// first segment that would read as a scheme becomes `%3A`; a `.` dir
    /// goes before an empty first dir), so that the normal form prints as
    /// it is.
    Normal,
}

impl Equivalence {
    /// Every level, from the finest to the coarsest.
    ///
    /// ```
    /// use specurl::Equivalence;
    /// assert_eq!(Equivalence::ALL.first(), Some(&Equivalence::Path));
    /// assert!(Equivalence::ALL.windows(2).all(|w| w[0] < w[1]));
    /// ```
    pub const ALL: [Equivalence; 6] = [
        Equivalence::Path,
        Equivalence::Authority,
        Equivalence::SchemeBased,
        Equivalence::Scheme,
        Equivalence::PercentEncoding,
        Equivalence::Normal,
    ];

    /// The name of the level, as the specification's section calls it.
    ///
    /// ```
    /// use specurl::Equivalence;
    /// assert_eq!(Equivalence::SchemeBased.name(), "scheme-based authority normalisation");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Equivalence::Path => "path segment normalisation",
            Equivalence::Authority => "authority normalisation",
            Equivalence::SchemeBased => "scheme-based authority normalisation",
            Equivalence::Scheme => "scheme case",
            Equivalence::PercentEncoding => "percent-encoding normalisation",
            Equivalence::Normal => "normal form",
        }
    }

    /// The level's short name, its variant's name in kebab case: `path`,
    /// `authority`, `scheme-based`, `scheme`, `percent-encoding`,
    /// `normal`. The names the SQL functions and the Python package take.
    ///
    /// ```
    /// use specurl::Equivalence;
    /// assert_eq!(Equivalence::SchemeBased.short_name(), "scheme-based");
    /// ```
    pub fn short_name(self) -> &'static str {
        match self {
            Equivalence::Path => "path",
            Equivalence::Authority => "authority",
            Equivalence::SchemeBased => "scheme-based",
            Equivalence::Scheme => "scheme",
            Equivalence::PercentEncoding => "percent-encoding",
            Equivalence::Normal => "normal",
        }
    }

    /// The level whose [`short_name`](Equivalence::short_name) is `name`,
    /// in any ASCII case; `None` for any other name.
    ///
    /// ```
    /// use specurl::Equivalence;
    /// assert_eq!(Equivalence::from_short_name("Scheme-Based"), Some(Equivalence::SchemeBased));
    /// assert_eq!(Equivalence::from_short_name("host"), None);
    /// assert!(Equivalence::ALL.iter().all(|l| Equivalence::from_short_name(l.short_name()) == Some(*l)));
    /// ```
    pub fn from_short_name(name: &str) -> Option<Equivalence> {
        Equivalence::ALL
            .into_iter()
            .find(|l| l.short_name().eq_ignore_ascii_case(name))
    }

    /// Applies this level's equations alone (not those of the levels before
    /// it), exhaustively, in place.
    ///
    /// ```
    /// use specurl::{Equivalence, UrlRef};
    /// let mut u = UrlRef::parse("HTTP://h:/a/../b c").unwrap();
    /// Equivalence::Authority.step(&mut u);
    /// assert_eq!(u.to_string(), "HTTP://h/a/../b c");
    /// Equivalence::PercentEncoding.step(&mut u);
    /// assert_eq!(u.to_string(), "HTTP://h/a/../b%20c");
    /// ```
    pub fn step(self, url: &mut UrlRef<'_>) {
        match self {
            Equivalence::Path => url.normalise_path(),
            Equivalence::Authority => url.normalise_authority(),
            Equivalence::SchemeBased => url.normalise_scheme_based(),
            Equivalence::Scheme => url.normalise_scheme(),
            Equivalence::PercentEncoding => url.percent_encode(),
            Equivalence::Normal => url.normalise_for_printing_in_place(),
        }
    }
}

impl core::fmt::Display for Equivalence {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

impl<'a> UrlRef<'a> {
    /// The URL normalised up to `level`: the equations of `level` and of
    /// every level before it. `normalise_to(Equivalence::Normal)` is
    /// [`UrlRef::normalise`].
    ///
    /// ```
    /// use specurl::{Equivalence, UrlRef};
    /// let u = UrlRef::parse("HTTP://@h:80/a/%2e%2E/b c").unwrap();
    /// let at = |level| u.normalise_to(level).to_string();
    /// assert_eq!(at(Equivalence::Path), "HTTP://@h:80/b c");
    /// assert_eq!(at(Equivalence::Authority), "HTTP://h:80/b c");
    /// assert_eq!(at(Equivalence::SchemeBased), "HTTP://h/b c");
    /// assert_eq!(at(Equivalence::Scheme), "http://h/b c");
    /// assert_eq!(at(Equivalence::PercentEncoding), "http://h/b%20c");
    /// assert_eq!(u.normalise_to(Equivalence::Normal), u.normalise());
    /// ```
    pub fn normalise_to(&self, level: Equivalence) -> UrlRef<'a> {
        let mut url = self.clone();
        for l in Equivalence::ALL.into_iter().take_while(|l| *l <= level) {
            l.step(&mut url);
        }
        url
    }

    /// Whether the two URLs are equivalent at `level`: they normalise to
    /// the same URL up to it.
    ///
    /// ```
    /// use specurl::{Equivalence, UrlRef};
    /// let a = UrlRef::parse("file://localhost/c|/x").unwrap();
    /// let b = UrlRef::parse("file:///c:/x").unwrap();
    /// assert!(!a.equivalent(&b, Equivalence::Authority));
    /// assert!(a.equivalent(&b, Equivalence::SchemeBased));
    /// ```
    pub fn equivalent(&self, other: &UrlRef<'_>, level: Equivalence) -> bool {
        self.normalise_to(level) == other.normalise_to(level)
    }
}
