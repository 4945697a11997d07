// Stub of UIKit: animated images (UIImage.h). A class method on Apple platforms; `public` in
// an extension here (the SDK overrides none).

extension UIImage {
  // + (nullable UIImage *)animatedImageWithImages:(NSArray<UIImage *> *)images
  //     duration:(NSTimeInterval)duration;
  public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
    fatalError()
  }
}
