//! [`Url::relative_to`]: the shortest reference from one URL to another.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::model::UrlRef;
use crate::relative::shortest;
use crate::Url;

impl Url {
    /// The shortest reference `r` such that
    /// `Url::parse(&r.to_string(), Some(base.href()))` is this URL.
    ///
    /// There is always one: when nothing shorter works, the network path
    /// (`//host/...`) or the URL itself. See `docs/relative.md`.
    ///
    /// ```
    /// use specurl::Url;
    /// let url = |s| Url::parse(s, None).unwrap();
    /// let base = url("https://example.com/docs/guide/intro?lang=en");
    /// let rel = |s| url(s).relative_to(&base).to_string();
    /// assert_eq!(rel("https://example.com/docs/guide/intro?lang=en#usage"), "#usage");
    /// assert_eq!(rel("https://example.com/docs/api/"), "../api/");
    /// assert_eq!(rel("https://example.com/docs/guide/"), ".");
    /// // A Windows drive is kept by a path from the root: `///` drops it.
    /// let base = url("file:///C:/x/y");
    /// assert_eq!(url("file:///x").relative_to(&base).to_string(), "///x");
    /// ```
    pub fn relative_to(&self, base: &Url) -> UrlRef<'static> {
        let model = |url: &Url| {
            // An href is a valid URL-string: it parses, in its scheme's mode.
            UrlRef::parse(url.href())
                .map(UrlRef::into_owned)
                .unwrap_or_default()
        };
        let target = model(self);
        let base_model = model(base);
        let holds = |r: &UrlRef<'static>| {
            Url::parse(&r.to_string(), Some(base.href())).is_ok_and(|u| u.href() == self.href())
        };
        shortest(&target, &base_model, &base_model, holds)
    }
}
