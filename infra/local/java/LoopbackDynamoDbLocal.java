import java.lang.reflect.Field;

/**
 * Starts DynamoDB Local exactly as its own ServerRunner does (same arguments), with one change:
 * its Jetty connector listens on 127.0.0.1 instead of every interface. DynamoDB Local has no
 * option for the bind address, and a database of the service's data (sessions, secrets of
 * webhook endpoints) must not be reachable from the network.
 *
 * Reflection only, so it compiles against the JDK alone and runs on a JRE. The compiled class is
 * committed beside this file (a JRE cannot compile); after changing this file, rebuild it with
 *   javac --release 17 -d infra/local/java infra/local/java/LoopbackDynamoDbLocal.java
 */
public final class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    Class<?> runner = Class.forName("software.amazon.dynamodb.services.local.main.ServerRunner");
    Object proxy = runner.getMethod("createServerFromCommandLineArgs", String[].class).invoke(null, (Object) args);
    Field field = proxy.getClass().getDeclaredField("server");
    field.setAccessible(true);
    Object jetty = field.get(proxy);
    Object[] connectors = (Object[]) jetty.getClass().getMethod("getConnectors").invoke(jetty);
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Object connector : connectors) connector.getClass().getMethod("setHost", String.class).invoke(connector, "127.0.0.1");
    proxy.getClass().getMethod("start").invoke(proxy);
  }
}
